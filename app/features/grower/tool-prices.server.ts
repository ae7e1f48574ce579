import type { AppLoadContext } from "../../../server/app-context.ts";

export interface ToolPrices {
  /** Each sku's unit price at its line's quantity; null when sales price it on request. */
  unitCents: Record<string, number | null>;
  /** True when a signed-in buyer's company prices them; list prices otherwise. */
  atCompanyPrice: boolean;
}

/**
 * The prices the grower tools show, from the one server pricing (`sales.priceLines`, as the cart, quick
 * order and favourites): a signed-in buyer's company price at the line's quantity (volume breaks
 * included), everyone else's list price.
 */
export async function toolPrices(
  context: AppLoadContext,
  lines: readonly { sku: string; quantity: number }[],
): Promise<ToolPrices> {
  const atCompanyPrice = context.viewer?.kind === "buyer";
  if (lines.length === 0) return { unitCents: {}, atCompanyPrice };
  const priced = await context.services.sales.priceLines(lines, context.viewer);
  return {
    unitCents: Object.fromEntries(
      priced.map((line) => [line.sku, line.available ? line.unitPriceCents : null]),
    ),
    atCompanyPrice,
  };
}
