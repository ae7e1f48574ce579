import { useRouteLoaderData } from "react-router";
import { DEFAULT_SHOP_NAME } from "../../../core/constants.ts";

/** The shop's one name (SHOP_NAME), as the root loader exposes it to every page. */
export function useShopName(): string {
  const root = useRouteLoaderData("root") as { publicEnv?: { shopName?: string } } | undefined;
  return root?.publicEnv?.shopName ?? DEFAULT_SHOP_NAME;
}
