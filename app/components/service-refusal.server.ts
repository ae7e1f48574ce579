import { data } from "react-router";

/**
 * A service's refusal as the page bundle sees it. Services throw DomainErrors (server/errors.ts) that
 * carry the status and the words the visitor reads; they are loaded outside the page bundle, with their
 * own copy of the class, so `instanceof DomainError` is false here and a refusal is told by its shape.
 * This module is the one place that does; an error below 500 is the visitor's, anything else a bug.
 */
export interface ServiceRefusal {
  status: number;
  message: string;
  /** The fields a ValidationError names, by form field. */
  fields: Record<string, string>;
}

export const isServiceRefusal = (error: unknown): error is Error & { status: number } =>
  error instanceof Error && "status" in error && typeof error.status === "number" && error.status < 500;

/** The refusal's status, words and fields; null for anything that is no refusal. */
export function serviceRefusalOf(error: unknown): ServiceRefusal | null {
  if (!isServiceRefusal(error)) return null;
  const fields = "fields" in error && error.fields ? (error.fields as Record<string, string>) : {};
  return { status: error.status, message: error.message, fields };
}

/** A NotFoundError: the record asked for is not there (or not the viewer's to see). */
export const isNotFound = (error: unknown): error is Error & { status: 404 } =>
  isServiceRefusal(error) && error.status === 404;

/**
 * The record `found` resolves to, or the 404 page when the service finds none (a stale or typed-in
 * link), saying `message` or else the service's own words. Anything else is rethrown.
 */
export async function orNotFound<T>(found: Promise<T>, message?: string): Promise<T> {
  try {
    return await found;
  } catch (error) {
    if (isNotFound(error)) throw data({ message: message ?? error.message }, { status: 404 });
    throw error;
  }
}
