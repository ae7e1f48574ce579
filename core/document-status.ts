/**
 * The status machine of a sales document, written as a table: for each kind, each status lists the
 * statuses it may move to. Nothing else decides whether a move is allowed (ADR 0065).
 *
 * The words are the spec's where it names them: the quotation/order badge's pending, paid, canceled
 * and the tracking statuses processing, shipped, in_transit, out_for_delivery, exception, delivered.
 * The
 * quote negotiation steps the spec does not name (priced, revised, accepted, declined, expired,
 * converted) are the issue's.
 */
export const STATUS_TRANSITIONS = {
  quote: {
    pending: ["priced", "declined", "expired", "canceled"],
    priced: ["revised", "accepted", "declined", "expired"],
    // A revised quote may be revised again; each revision is its own event.
    revised: ["revised", "accepted", "declined", "expired"],
    accepted: ["converted", "canceled"],
    declined: [],
    expired: [],
    canceled: [],
    converted: [],
  },
  order: {
    // An order over its buyer's spending limit waits for an approver: approved it is placed (pending),
    // rejected it ends (ADR 0180).
    awaiting_approval: ["pending", "rejected", "canceled"],
    rejected: [],
    // An order held until its rebate project is pre-approved: placed, not charged or shipped; released
    // (pending) by the pre-approval or by the buyer (ADR 0290).
    held_for_rebate: ["pending", "canceled"],
    // Staff may start processing an order before its payment is captured (terms, a phoned-in card).
    pending: ["paid", "processing", "canceled"],
    paid: ["processing", "canceled"],
    // An order ships in one or more shipments: partly shipped while something remains, each further
    // partial shipment its own move (and history entry), shipped with the one that completes it (ADR 0350).
    processing: ["partly_shipped", "shipped", "canceled"],
    partly_shipped: ["partly_shipped", "shipped"],
    // The carrier's steps may be skipped (a local delivery goes straight to delivered); ADR 0088.
    shipped: ["in_transit", "out_for_delivery", "delivered", "exception"],
    in_transit: ["out_for_delivery", "delivered", "exception"],
    out_for_delivery: ["delivered", "exception"],
    exception: ["in_transit", "out_for_delivery", "delivered"],
    delivered: [],
    canceled: [],
  },
} as const;

/** What the buyer's page of an order held for a rebate pre-approval says. */
export const HELD_FOR_REBATE_MESSAGE =
  "Nothing has been charged or shipped. The utility's pre-approval of your rebate project releases it; you can also release it from the project's page.";

export type DocumentKind = keyof typeof STATUS_TRANSITIONS;

/**
 * Orders that take no payment: waiting for an approver, rejected, or held until a rebate project's
 * pre-approval (ADRs 0180, 0290).
 */
export const UNPAYABLE_ORDER_STATUSES: readonly string[] = [
  "awaiting_approval",
  "rejected",
  "held_for_rebate",
];
/** A status of kind K; with no K, a status of any kind (the union, not only the statuses all kinds share). */
export type DocumentStatus<K extends DocumentKind = DocumentKind> = K extends DocumentKind
  ? keyof (typeof STATUS_TRANSITIONS)[K] & string
  : never;

export const DOCUMENT_KINDS = Object.keys(STATUS_TRANSITIONS) as DocumentKind[];

/** Where every document of a kind starts: the spec's 'pending' badge for both. */
export const INITIAL_STATUS = { quote: "pending", order: "pending" } as const satisfies {
  [K in DocumentKind]: DocumentStatus<K>;
};

export function isDocumentStatus(kind: DocumentKind, status: string): boolean {
  return Object.hasOwn(STATUS_TRANSITIONS[kind], status);
}

/** The statuses a document of this kind may move to from `from` (none for an unknown status). */
export function allowedTransitions(kind: DocumentKind, from: string): readonly string[] {
  const table: Record<string, readonly string[]> = STATUS_TRANSITIONS[kind];
  return isDocumentStatus(kind, from) ? table[from] : [];
}

const A_KIND: Record<DocumentKind, string> = { quote: "a quote", order: "an order" };

/** Null when the move is allowed, else the reason it is not, in words a person can act on. */
export function transitionRefusal(kind: DocumentKind, from: string, to: string): string | null {
  if (!isDocumentStatus(kind, to)) return `'${to}' is not a status of ${A_KIND[kind]}.`;
  const allowed = allowedTransitions(kind, from);
  if (allowed.includes(to)) return null;
  const options = allowed.length > 0 ? `it can become ${allowed.join(", ")}` : "it cannot change any more";
  const subject = A_KIND[kind].replace(/^a/, "A");
  return `${subject} that is ${from} cannot become ${to}: ${options}.`;
}

/**
 * How a buyer's copy of a document names who moved it: staff as "{shop} sales" (staff names and
 * addresses stay in the back office), the shop's own moves as the shop's name, a company's buyer by
 * address, anyone else as "customer".
 */
export function buyerFacingActor(actor: string, shopName: string): string {
  if (actor.startsWith("staff:")) return `${shopName} sales`;
  if (actor === "system") return shopName;
  if (actor.startsWith("buyer:")) return actor.slice("buyer:".length);
  return actor;
}
