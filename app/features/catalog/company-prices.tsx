import { createContext, useContext } from "react";
import type { CompanyPrices } from "../../../core/buyer-prices.ts";

/**
 * The signed-in buyer's company prices for the products on the page (docs/decisions/0077); null for
 * anonymous visitors and staff, whose pages carry no commercial figure.
 */
const CompanyPricesContext = createContext<CompanyPrices | null>(null);

export function CompanyPricesProvider({
  prices,
  children,
}: {
  prices: CompanyPrices | null;
  children: React.ReactNode;
}) {
  return <CompanyPricesContext.Provider value={prices}>{children}</CompanyPricesContext.Provider>;
}

/** The page's company prices, or null when the visitor is not a signed-in buyer. */
export function useCompanyPrices(): CompanyPrices | null {
  return useContext(CompanyPricesContext);
}
