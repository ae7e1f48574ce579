import { DocumentList } from "../features/account-area/document-list.tsx";
import { loadDocumentList } from "../features/account-area/document-list.server.ts";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import type { Route } from "./+types/commercial-view-quotes";

export const meta: Route.MetaFunction = () => [
  { title: "My Quotes · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The company's quotes ('My Quotes'). */
export const loader = (args: Route.LoaderArgs) => loadDocumentList(args, "quote");

export default function QuotationsPane({ loaderData }: Route.ComponentProps) {
  return <DocumentList title="My Quotes" tableLabel="Quotations" data={loaderData} />;
}
