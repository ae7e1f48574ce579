import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../core/money.ts";
import { shownSku } from "../../../core/sku.ts";
import type { DeliveryAddress, QuoteSummary } from "../../../core/quote-summary.ts";

/** A bordered card of a document page with its heading (the section is named by it). */
export function DocumentPanel({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Street, city and country lines of a delivery address (after an optional name line). */
export function AddressLines({ address: a, name }: { address: DeliveryAddress; name?: string }) {
  return (
    <>
      {name ? (
        <>
          {name}
          <br />
        </>
      ) : null}
      {a.address}
      {a.apartment ? `, ${a.apartment}` : ""}
      <br />
      {a.city}, {a.state} {a.zipCode}
      <br />
      {a.country}
    </>
  );
}

/** Name and company, email and phone of the person a quote is for. */
export function ContactLines({ contact: c }: { contact: QuoteSummary["customerInfo"] }) {
  return (
    <>
      {c.firstName} {c.lastName}
      {c.company ? `, ${c.company}` : ""}
      <br />
      {c.email}
      <br />
      {c.phone}
    </>
  );
}

interface DocumentLine {
  sku: string;
  name: string;
  quantity: number;
  /** Null on a quote line the sales team prices. */
  unitPriceCents: number | null;
}

/** A document line's product link, then its SKU and unit price × quantity (or the quantity alone). */
export function LineDescription({
  line,
  note = "",
  children,
}: {
  line: DocumentLine;
  note?: string;
  /** What follows the line's words (its stock on an open quote). */
  children?: ReactNode;
}) {
  return (
    <div className="min-w-0 flex-1">
      <Link
        to={`/product/${encodeURIComponent(line.sku)}`}
        className="font-medium text-slate-900 hover:underline"
      >
        {line.name}
      </Link>
      <p className="text-slate-500">
        {shownSku(line.sku) && `SKU: ${line.sku} · `}
        {line.unitPriceCents === null
          ? `Qty ${line.quantity}`
          : `${formatMoney(line.unitPriceCents)} × ${line.quantity}`}
        {note}
      </p>
      {children}
    </div>
  );
}
