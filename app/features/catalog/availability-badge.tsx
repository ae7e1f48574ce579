import type { Availability, LaterShipment } from "../../../core/availability.ts";
import type { LineStock } from "../../../core/quote-summary.ts";

/**
 * What the supplier's feed says of a product's stock, as cards, the product page and the cart show it;
 * its colour follows `data-availability` (`.availability` in app.css).
 */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  return (
    <p className="availability" data-availability={availability.kind}>
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

/**
 * A document line's stock (a quick-order preview's, an open quote's): the badge, and what ships later when
 * part of the line ships now (when none does, the badge already says when it ships), as the quote PDF says.
 */
export function LineStockNote({ stock }: { stock: LineStock | null | undefined }) {
  if (!stock) return null;
  return (
    <>
      <AvailabilityBadge availability={stock.availability} />
      <ShipsLaterNote later={stock.later && stock.later.now > 0 ? stock.later : null} />
    </>
  );
}
