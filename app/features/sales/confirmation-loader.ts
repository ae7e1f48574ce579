import { data } from "react-router";

type Kind = "quote" | "order";

const NOT_FOUND: Record<Kind, string> = {
  quote: "Quote not found. Check the link in your confirmation email.",
  order: "Order not found. Check the link in your confirmation email.",
};

/** The 404 a document page answers when the number or its token does not match: it says what is missing. */
export const documentNotFound = (kind: Kind) =>
  data(
    { message: NOT_FOUND[kind] },
    { status: 404, statusText: `${kind} not found`, headers: { "Cache-Control": "private, no-store" } },
  );

/** Names, an address and what was bought or asked for: no browser or shared cache may keep the page. */
export const confirmationHeaders = () => ({ "Cache-Control": "no-store" });

/**
 * Reload-safe: the document is read from the server by the number (?quote= or ?order=) and the token of
 * its confirmation link; anything else is a 404 that says what is missing.
 */
export async function loadConfirmedDocument<T>(
  request: Request,
  kind: Kind,
  find: (documentNumber: string, token: string) => Promise<T | null>,
): Promise<T> {
  const url = new URL(request.url);
  const documentNumber = url.searchParams.get(kind) ?? "";
  const token = url.searchParams.get("token") ?? "";
  const found = documentNumber && token ? await find(documentNumber, token) : null;
  if (!found) throw documentNotFound(kind);
  return found;
}
