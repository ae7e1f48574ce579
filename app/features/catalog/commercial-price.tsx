import { Link } from "react-router";
import { breakRanges } from "../../../core/buyer-prices.ts";
import { COMMERCIAL_TOOLTIP } from "../../../core/constants.ts";
import { formatUsd, PRICE_ON_REQUEST } from "../../../core/money.ts";
import { useCompanyPrices } from "./company-prices.tsx";

/**
 * the 'Commercial price'. A signed-in buyer sees the company's price for `sku` (with its quantity
 * breaks when `breaks` is set, on the product page); everyone else the blurred teaser, a fixed
 * placeholder: anonymous pages never carry a commercial figure (docs/decisions/0077).
 */
export function CommercialPrice({ id, sku, breaks = false }: { id: string; sku: string; breaks?: boolean }) {
  const prices = useCompanyPrices();
  if (!prices) return <CommercialTeaser id={id} />;
  const price = prices[sku];
  return (
    <div className="text-sm" data-testid="company-price">
      <p className="flex items-center gap-2">
        <span className="text-slate-600">Commercial price:</span>
        <span className="font-bold text-brand-800">
          {price ? formatUsd(price.unitPriceCents) : PRICE_ON_REQUEST}
        </span>
      </p>
      {breaks && price && price.breaks.length > 0 && (
        <table
          className="mt-3 w-full max-w-xs border-collapse text-left text-sm"
          aria-labelledby={`${id}-title`}
        >
          <caption id={`${id}-title`} className="pb-1 text-left font-semibold text-slate-700">
            Volume pricing
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                Quantity
              </th>
              <th scope="col" className="py-1 font-medium">
                Unit price
              </th>
            </tr>
          </thead>
          <tbody>
            {breakRanges(price).map((row) => (
              <tr key={row.label} className="border-b border-slate-100">
                <td className="py-1 pr-4 text-slate-700">{row.label}</td>
                <td className="py-1 font-semibold text-brand-800">{formatUsd(row.unitPriceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * The teaser's classes carry its looks (app.css): the label's colour, the (i) drawn by `.info-button`
 * as a mask, so that a listing's 24 cards do not each repeat them. Its links are not discovered (the
 * footer's Contact link is).
 */
function CommercialTeaser({ id }: { id: string }) {
  return (
    <div className="group teaser">
      <span>Commercial price:</span>
      <span className="teaser-price" aria-hidden="true">
        $•••.••
      </span>
      <span className="sr-only">available to commercial accounts</span>
      <button
        type="button"
        className="info-button"
        aria-label="About commercial pricing"
        aria-describedby={id}
      ></button>
      <div id={id} role="tooltip" className="hover-tip">
        {`${COMMERCIAL_TOOLTIP} `}
        <Link to="/contact" discover="none">
          Contact Us
        </Link>
      </div>
    </div>
  );
}
