import { data } from "react-router";

/**
 * A staff screen's record, or the 404 page when the service finds none (a stale or typed-in link). The
 * service's NotFoundError is told by shape, as runForm does: the server bundle may hold another copy
 * of the class.
 */
export async function orNotFound<T>(found: Promise<T>): Promise<T> {
  try {
    return await found;
  } catch (error) {
    if (error instanceof Error && "status" in error && error.status === 404)
      throw data({ message: error.message }, { status: 404 });
    throw error;
  }
}
