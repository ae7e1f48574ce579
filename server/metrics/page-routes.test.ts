import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { pageRouteLabeler } from "./page-routes.ts";

const route = (id: string, path: string | undefined, parentId?: string, index?: boolean) => ({
  id,
  path,
  parentId,
  index,
  module: {},
});

const build = {
  routes: {
    root: route("root", ""),
    home: route("home", undefined, "root", true),
    product: route("product", "product/:sku", "root"),
    category: route("category", "/grow-lights", "root"),
  },
} as unknown as ServerBuild;

describe("page route labels", () => {
  it("name a page by its route pattern, the same for an address asked again", () => {
    const label = pageRouteLabeler(build);
    const addresses = [
      "/",
      "/product/ABC-1",
      "/product/ABC-1",
      "/product/XYZ-2",
      "/grow-lights",
      "/no/where",
      "/no/where",
    ];
    expect(addresses.map(label)).toEqual([
      "/",
      "/product/:sku",
      "/product/:sku",
      "/product/:sku",
      "/grow-lights",
      "unmatched",
      "unmatched",
    ]);
  });

  it("stay right past the addresses it remembers", () => {
    const label = pageRouteLabeler(build);
    for (let i = 0; i < 2500; i++) expect(label(`/product/SKU-${i}`)).toBe("/product/:sku");
    expect(label("/product/SKU-0")).toBe("/product/:sku");
    expect(label("/grow-lights")).toBe("/grow-lights");
  });
});
