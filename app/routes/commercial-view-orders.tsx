import { DocumentList } from "../features/account-area/document-list.tsx";
import { loadDocumentList } from "../features/account-area/document-list.server.ts";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import type { Route } from "./+types/commercial-view-orders";

export const meta: Route.MetaFunction = () => [
  { title: "Order History · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The company's orders ('Order History'). */
export const loader = (args: Route.LoaderArgs) => loadDocumentList(args, "order");

export default function OrdersPane({ loaderData }: Route.ComponentProps) {
  return <DocumentList title="Order History" tableLabel="Orders" data={loaderData} />;
}
