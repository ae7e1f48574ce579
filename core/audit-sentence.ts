import { formatMoney } from "./money.ts";

/** One audit entry with its people and subject named (server/audit/audit-names.ts). */
export interface NamedAuditEntry {
  /** The staff member's name, or their address when the account has none. */
  actor: string;
  action: string;
  subjectType: string;
  /** The company, list, document number or endpoint the entry is about, by name. */
  subject: string;
  before: unknown;
  after: unknown;
}

/** "Acme Growers'" / "Green Roots Farm's". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

const DOCUMENT_NOUNS: Record<string, string> = {
  order: "order",
  quote: "quote",
  return: "return",
  rebate_project: "rebate project",
};

/** What each action did, as the rest of a sentence whose subject is the staff member. */
const PREDICATES: Record<string, (subject: string) => string> = {
  "application.approve": (s) => `approved ${possessive(s)} account`,
  "application.reject": (s) => `declined ${possessive(s)} account application`,
  "company.terms": (s) => `changed ${possessive(s)} payment terms`,
  "company.price_list": (s) => `changed ${possessive(s)} price list`,
  "company.deactivate": (s) => `deactivated ${s}`,
  "company.reactivate": (s) => `reactivated ${s}`,
  "company.billing_contact.add": (s) => `added a billing contact to ${s}`,
  "company.billing_contact.remove": (s) => `removed a billing contact of ${s}`,
  "company.address.add": (s) => `added an address to ${s}`,
  "company.address.remove": (s) => `removed an address of ${s}`,
  "company.address.default": (s) => `changed the default address of ${s}`,
  "company.site.add": (s) => `added a site to ${s}`,
  "company.site.rename": (s) => `renamed a site of ${s}`,
  "company.site.price_list": (s) => `changed the price list of a site of ${s}`,
  "company.member.sites": (s) => `changed the sites a member of ${s} orders for`,
  "company.shop_as.start": (s) => `started shopping as a buyer of ${s}`,
  "company.shop_as.end": (s) => `stopped shopping as a buyer of ${s}`,
  "order.placed_for_buyer": (s) => `placed order ${s} for the buyer`,
  "quote.placed_for_buyer": (s) => `asked for quote ${s} for the buyer`,
  "order.released": (s) => `released the held order ${s}`,
  "price_list.create": (s) => `created the price list ${s}`,
  "price_list.update": (s) => `changed the settings of the price list ${s}`,
  "price_list.delete": (s) => `deleted the price list ${s}`,
  "price_list.import": (s) => `replaced the rules of the price list ${s} from a CSV`,
  "price_list.rule.set": (s) => `set a rule of the price list ${s}`,
  "price_list.rule.remove": (s) => `removed a rule of the price list ${s}`,
  "import.upload": (s) => `uploaded the supplier feed ${s}`,
  "invoice.payment": (s) => `recorded the payment of invoice ${s}`,
  "order.payment": (s) => `captured the payment of order ${s}`,
  "order.payment_link": (s) => `sent the payment link of order ${s}`,
  "tax_certificate.upload": (s) => `uploaded a tax exemption certificate for ${s}`,
  "tax_certificate.verify": (s) => `verified ${possessive(s)} tax exemption certificate`,
  "tax_certificate.reject": (s) => `rejected ${possessive(s)} tax exemption certificate`,
  "webhook.register": (s) => `registered the webhook ${s}`,
  "webhook.roll_secret": (s) => `rolled the secret of the webhook ${s}`,
  "webhook.pause": (s) => `paused the webhook ${s}`,
  "webhook.resume": (s) => `resumed the webhook ${s}`,
  "webhook.remove": (s) => `removed the webhook ${s}`,
  "webhook.resend": (s) => `resent a delivery of the webhook ${s}`,
  "api_key.write": (s) => `wrote through the API key ${s}`,
  "stock.settings": () => "changed the stock threshold and supplier lead times",
  "repeat_order.create": (s) => `scheduled a repeat order for ${s}`,
  "repeat_order.confirm": (s) => `confirmed a run of a repeat order of ${s}`,
  "repeat_order.change": (s) => `changed a repeat order of ${s}`,
  "repeat_order.skip": (s) => `skipped a run of a repeat order of ${s}`,
  "repeat_order.stop": (s) => `stopped a repeat order of ${s}`,
  "rebate_project.create": (s) => `started the rebate project ${s}`,
  "rebate_project.details": (s) => `changed the details of the rebate project ${s}`,
  "rebate_utility_note.set": (s) => `wrote the note on the utility ${s}`,
};

const words = (text: string) => text.replaceAll("_", " ");

/** "Ana Ruiz approved Acme Growers' account"; a document's status change names the status it reached. */
export function auditSentence(entry: NamedAuditEntry): string {
  const predicate = PREDICATES[entry.action];
  if (predicate) return `${entry.actor} ${predicate(entry.subject)}`;
  const noun = DOCUMENT_NOUNS[entry.subjectType];
  const [, verb = entry.action] = entry.action.split(".");
  if (noun) return `${entry.actor} moved ${noun} ${entry.subject} to ${words(verb)}`;
  return `${entry.actor} did ${words(entry.action)} on ${words(entry.subjectType)} ${entry.subject}`;
}

/** Fields that are internal references, not something a reader acts on. */
const HIDDEN_FIELDS = new Set([
  "userId",
  "companyId",
  "reviewedBy",
  "reviewedAt",
  "delivery",
  "id",
  "priceListId",
]);

const isMoney = (key: string) => key.endsWith("Cents");

const label = (key: string) => {
  const spaced = key
    .replace(/Cents$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};

const shown = (value: unknown): string | null => {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) {
    const items = value.map(shown);
    return items.length === 0 || items.includes(null) ? null : items.join(", ");
  }
  if (typeof value === "object") return null;
  return words(String(value));
};

/**
 * What changed, field by field: "Status: pending → approved" where both sides have a value, "Reason: …"
 * where only the new one does, "Url: … (removed)" where only the old one does; unchanged fields,
 * internal ids and nested records are left out.
 */
export function auditChanges(before: unknown, after: unknown): string[] {
  const was = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const is = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (HIDDEN_FIELDS.has(key) || JSON.stringify(was[key]) === JSON.stringify(is[key])) continue;
    const value = (v: unknown) => (isMoney(key) && typeof v === "number" ? formatMoney(v) : shown(v));
    const from = value(was[key]);
    const to = value(is[key]);
    if (from !== null && to !== null) lines.push(`${label(key)}: ${from} → ${to}`);
    else if (to !== null) lines.push(`${label(key)}: ${to}`);
    else if (from !== null) lines.push(`${label(key)}: ${from} (removed)`);
  }
  return lines;
}
