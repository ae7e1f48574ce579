import type { Availability, AvailabilityKind, LaterShipment } from "../../../core/availability.ts";

const TONES: Record<AvailabilityKind, string> = {
  in_stock: "bg-emerald-50 text-emerald-800",
  low_stock: "bg-amber-50 text-amber-800",
  backorder: "bg-slate-100 text-slate-700",
  ships_in: "bg-slate-100 text-slate-700",
  discontinued: "bg-red-50 text-red-800",
};

/** What the supplier's feed says of a product's stock, as cards, the product page and the cart show it. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  return (
    <p
      className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${TONES[availability.kind]}`}
      data-availability={availability.kind}
    >
      {availability.label}
    </p>
  );
}

/** A cart line's quantity beyond the stock: how many ship now and when the rest follows. */
export function ShipsLaterNote({ later }: { later: LaterShipment | null }) {
  if (!later) return null;
  return (
    <p className="mt-1 text-sm font-medium text-amber-800" data-ships-later>
      Ships later: {later.message}
    </p>
  );
}
