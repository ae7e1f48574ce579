import { formatMoney } from "../../../core/money.ts";
import type { DocumentLineRow, DocumentRow } from "../../../server/sales/document-store.ts";
import { staffTime } from "./admin-page.tsx";

/** Who asked, where it goes, and the lines with their prices (read-only). */
export function DocumentSummary({
  document: d,
  lines,
  site,
}: {
  document: DocumentRow;
  lines: DocumentLineRow[];
  /** The company's site it is for (ADR 0270); staff always see it, "—" when none. */
  site: string | null;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Customer</h2>
          <p className="mt-1">
            {d.firstName} {d.lastName}
            {d.companyName ? ` · ${d.companyName}` : ""}
          </p>
          <p>
            <a className="text-brand-700 underline" href={`mailto:${d.email}`}>
              {d.email}
            </a>{" "}
            · {d.phone}
          </p>
          <p className="text-slate-500">Received {staffTime(d.createdAt)}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5" data-testid="document-buyer">
            <dt className="text-slate-500">Company</dt>
            <dd>{d.companyName || "—"}</dd>
            <dt className="text-slate-500">Buyer</dt>
            <dd>
              {d.firstName} {d.lastName}
              {d.companyId ? " (signed in)" : " (no account)"}
            </dd>
            <dt className="text-slate-500">Site</dt>
            <dd>{site ?? "—"}</dd>
            <dt className="text-slate-500">PO number</dt>
            <dd>{d.poNumber || "—"}</dd>
            <dt className="text-slate-500">Job name</dt>
            <dd>{d.jobName || "—"}</dd>
          </dl>
        </div>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Deliver to</h2>
          <address className="mt-1 not-italic">
            {d.streetAddress}
            {d.apartment ? `, ${d.apartment}` : ""}
            <br />
            {d.city}, {d.state} {d.zipCode}, {d.country}
          </address>
        </div>
      </div>
      {d.notes ? (
        <p className="mt-3 rounded bg-amber-50 p-2 text-amber-900">Customer notes: {d.notes}</p>
      ) : null}
      <table className="stack-table mt-4 min-w-full text-left">
        <thead className="text-slate-500">
          <tr>
            <th className="py-1 pr-2 font-medium">SKU</th>
            <th className="py-1 pr-2 font-medium">Item</th>
            <th className="py-1 pr-2 text-right font-medium">Qty</th>
            <th className="py-1 pr-2 text-right font-medium">Unit</th>
            <th className="py-1 text-right font-medium">Line</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((l) => (
            <tr key={l.lineNo}>
              <td data-label="SKU" className="py-1 pr-2 font-mono text-xs">
                {l.sku}
              </td>
              <td data-label="Item" className="py-1 pr-2">
                {l.name}
              </td>
              <td data-label="Qty" className="py-1 pr-2 text-right">
                {l.quantity}
              </td>
              <td data-label="Unit" className="py-1 pr-2 text-right">
                {l.unitPriceCents === null ? "To price" : formatMoney(l.unitPriceCents)}
              </td>
              <td data-label="Line" className="py-1 text-right">
                {l.lineTotalCents === null ? "—" : formatMoney(l.lineTotalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-1 text-right">
        <dt>Subtotal</dt>
        <dd>{formatMoney(d.subtotalCents)}</dd>
        <dt>Freight</dt>
        <dd>{formatMoney(d.shippingCents)}</dd>
        <dt>Tax</dt>
        <dd>{formatMoney(d.taxCents)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold">{formatMoney(d.totalCents)}</dd>
      </dl>
    </section>
  );
}
