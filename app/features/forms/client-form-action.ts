import { isRouteErrorResponse } from "react-router";
import {
  NETWORK_ERROR_MESSAGE,
  serverErrorMessage,
  UNKNOWN_ERROR_MESSAGE,
} from "../../../core/form-messages.ts";
import type { FormRefused } from "./form-result.ts";

/**
 * A form page's clientAction: the server action's answer, or, when it never came (no network, a proxy's
 * error page), the words on the form instead of the route's error page: the network text, the
 * status when React Router could read one, else the generic text. Without JavaScript the browser shows
 * whatever the server sent.
 */
export const keepFormOnFailure = keepFormOnFailureSaying(serverErrorMessage);

/** keepFormOnFailure with a form's own words for a server's failure (the quote form's). */
export function keepFormOnFailureSaying(serverError: (status: number) => string) {
  return async <T>({ serverAction }: { serverAction: () => Promise<T> }) => {
    try {
      return await serverAction();
    } catch (error) {
      const message =
        error instanceof TypeError
          ? NETWORK_ERROR_MESSAGE
          : isRouteErrorResponse(error)
            ? serverError(error.status)
            : UNKNOWN_ERROR_MESSAGE;
      return { ok: false, message, fields: {}, values: {} } satisfies FormRefused;
    }
  };
}
