import { Link, useRouteLoaderData } from "react-router";
import type { SameSpecAlternative } from "../../../core/catalog-types.ts";
import { PROVIDER_NAMES } from "../../../core/providers.ts";
import { voltageList } from "../../../core/grower/rated-voltage.ts";
import { formatMoney, listPrice } from "../../../core/money.ts";

/** '$50.00 less', '$12.00 more', 'Same price', or nothing when either price is on request. */
function priceDifference(cents: number | null): string | null {
  if (cents === null) return null;
  if (cents === 0) return "Same price";
  return `${formatMoney(Math.abs(cents))} ${cents < 0 ? "less" : "more"}`;
}

/** Products of the same kind from the other feeds, within ±10% of the wattage. */
export function SameSpecAlternatives({
  alternatives,
  from,
}: {
  alternatives: SameSpecAlternative[];
  from: string;
}) {
  // Which supplier's feed a product comes from is internal unless the shop shows it (SHOW_SUPPLIER_NAMES).
  const root = useRouteLoaderData("root") as { publicEnv?: { showSupplierNames?: boolean } } | undefined;
  const showSupplierNames = root?.publicEnv?.showSupplierNames ?? false;
  if (alternatives.length === 0) return null;
  return (
    <section aria-labelledby="same-spec-title" className="mt-14">
      <h2 id="same-spec-title" className="text-2xl font-extrabold tracking-tight text-brand-900">
        Same spec from other suppliers
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        The same kind of product within 10% of this one&rsquo;s wattage, rated for a voltage this one runs on.
        Differences are in list price.
      </p>
      {/* Rows styled by `.alternatives` (app.css); their links are this page's own route, known already. */}
      <ul className="alternatives">
        {alternatives.map((alternative) => {
          const difference = priceDifference(alternative.priceDifferenceCents);
          return (
            <li key={alternative.sku}>
              <div className="min-w-0">
                <Link to={`/product/${encodeURIComponent(alternative.sku)}`} state={{ from }} discover="none">
                  {alternative.name}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  {`${alternative.brand} · ${
                    showSupplierNames ? `Supplier: ${PROVIDER_NAMES[alternative.provider]} · ` : ""
                  }${alternative.wattage} W · Runs on ${voltageList(alternative.sharedVoltages)}`}
                </p>
              </div>
              <p className="text-sm sm:text-right">
                <span className="font-bold text-brand-800">{listPrice(alternative.priceCents)}</span>
                {difference && (
                  <span
                    className={`block font-semibold ${
                      (alternative.priceDifferenceCents ?? 0) < 0 ? "text-brand-700" : "text-slate-700"
                    }`}
                  >
                    {difference}
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
