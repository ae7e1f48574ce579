import { Link } from "react-router";
import type { ProductDetail } from "../../../core/catalog-types.ts";
import { PRODUCT_PAGE_ESTIMATE, productPageSavingsCents } from "../../../core/grower/energy.ts";
import { energyToolHref } from "../../../core/grower/energy.ts";
import { fixtureWattage, sameKindSubcategories } from "../../../core/grower/same-spec.ts";
import { formatMoney } from "../../../core/money.ts";

const LED_KINDS = sameKindSubcategories("LED Grow Lights");

/** An LED grow light's one-line saving against a 1000 W HPS, linking to the tool filled in. */
export function EnergyEstimate({ product }: { product: ProductDetail }) {
  const watts = fixtureWattage(product);
  if (watts === null || !LED_KINDS.includes(product.subcategory.trim().toLowerCase())) return null;
  const cents = productPageSavingsCents(watts);
  if (cents === null) return null;
  const e = PRODUCT_PAGE_ESTIMATE;
  return (
    <p className="mt-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      {`Replacing a ${e.hidLabel} saves about `}
      <strong>{formatMoney(cents)}</strong>
      {` a year at ${e.hoursPerDay} h/day and $${e.ratePerKwh.toFixed(2)}/kWh. `}
      <Link to={energyToolHref(product.sku)} className="font-semibold text-brand-700 underline">
        Work out your savings and rebate
      </Link>
    </p>
  );
}
