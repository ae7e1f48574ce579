import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { CompanyPrices } from "../../../core/buyer-prices.ts";

/**
 * The signed-in buyer's prices of the search suggestions, read from GET /api/catalog/company-prices
 * (private, never cached) after the public, cacheable search answered. Null for everyone else, who
 * never make the call.
 */
export function useCompanyPricesOf(skus: readonly string[]): CompanyPrices | null {
  const root = useRouteLoaderData<{ account?: { kind: string } | null }>("root");
  const enabled = root?.account?.kind === "buyer";
  const [prices, setPrices] = useState<CompanyPrices | null>(null);
  const key = skus.join("\n");

  useEffect(() => {
    if (!enabled || key === "") return;
    const controller = new AbortController();
    const params = new URLSearchParams(key.split("\n").map((sku) => ["sku", sku]));
    fetch(`/api/catalog/company-prices?${params}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ prices: CompanyPrices }>) : null))
      .then((body) => setPrices(body?.prices ?? null))
      .catch(() => {
        if (!controller.signal.aborted) setPrices(null);
      });
    return () => controller.abort();
  }, [enabled, key]);

  return enabled ? prices : null;
}
