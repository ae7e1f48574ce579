import type { Page } from "@playwright/test";
import { isValidGtin12 } from "../../../core/gtin.ts";

type Node = Record<string, unknown>;

/**
 * The properties Google requires (or, for Organization and WebSite, which have none required, the
 * ones its site name feature reads) per schema.org type, from Google Search Central's
 * structured-data docs for merchant listings, product snippets, breadcrumbs, carousels and organizations.
 */
const REQUIRED: Record<string, string[]> = {
  Product: ["name", "image", "offers"],
  Offer: ["price", "priceCurrency", "availability"],
  OfferShippingDetails: ["shippingRate", "shippingDestination", "deliveryTime"],
  MonetaryAmount: ["value", "currency"],
  DefinedRegion: ["addressCountry"],
  ShippingDeliveryTime: ["handlingTime", "transitTime"],
  QuantitativeValue: ["minValue", "maxValue", "unitCode"],
  MerchantReturnPolicy: ["applicableCountry", "returnPolicyCategory"],
  BreadcrumbList: ["itemListElement"],
  ItemList: ["itemListElement"],
  Organization: ["name", "url"],
  WebSite: ["name", "url"],
  Brand: ["name"],
};

const URL_PROPERTIES = new Set(["url", "item", "logo", "image"]);

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

function checkNode(node: Node, path: string, problems: string[]) {
  const type = String(node["@type"] ?? "");
  for (const property of REQUIRED[type] ?? []) {
    if (isBlank(node[property])) problems.push(`${path} ${type} lacks ${property}`);
  }
  if (type === "Offer") {
    if (!/^\d+(\.\d{1,2})?$/.test(String(node.price))) problems.push(`${path} price ${String(node.price)}`);
    if (!/^https:\/\/schema\.org\/\w+$/.test(String(node.availability)))
      problems.push(`${path} availability ${String(node.availability)}`);
  }
  if (type === "MerchantReturnPolicy" && String(node.returnPolicyCategory).endsWith("FiniteReturnWindow")) {
    if (typeof node.merchantReturnDays !== "number") problems.push(`${path} lacks merchantReturnDays`);
  }
  if ("gtin12" in node && !isValidGtin12(String(node.gtin12)))
    problems.push(`${path} gtin12 ${String(node.gtin12)}`);
  if (type === "BreadcrumbList" || type === "ItemList") {
    const items = (node.itemListElement as Node[]) ?? [];
    if (type === "BreadcrumbList" && items.length < 2) problems.push(`${path} has fewer than 2 crumbs`);
    items.forEach((item, i) => {
      if (item["@type"] !== "ListItem") problems.push(`${path}[${i}] is not a ListItem`);
      if (item.position !== i + 1 + (Number(items[0]?.position ?? 1) - 1))
        problems.push(`${path}[${i}] position ${String(item.position)}`);
      const last = i === items.length - 1;
      const required = type === "ItemList" ? ["url"] : last ? ["name"] : ["name", "item"];
      for (const property of required)
        if (isBlank(item[property])) problems.push(`${path}[${i}] ListItem lacks ${property}`);
    });
  }
}

function walk(value: unknown, path: string, problems: string[]) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path}[${i}]`, problems));
    return;
  }
  if (!value || typeof value !== "object") return;
  const node = value as Node;
  checkNode(node, path, problems);
  for (const [key, child] of Object.entries(node)) {
    if (URL_PROPERTIES.has(key)) {
      for (const url of [child].flat())
        if (typeof url === "string" && !/^https?:\/\//.test(url))
          problems.push(`${path}.${key} not absolute: ${url}`);
    }
    walk(child, `${path}.${key}`, problems);
  }
}

/** What Google's required-property rules say about these JSON-LD blocks (empty when valid). */
export function structuredDataProblems(blocks: unknown[]): string[] {
  const problems: string[] = [];
  blocks.forEach((block, i) => walk(block, `ld[${i}]`, problems));
  return problems;
}

/** Every JSON-LD block on the page, parsed. */
export async function jsonLdBlocks(page: Page): Promise<Node[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Node);
}

export function blocksOfType(blocks: Node[], type: string): Node[] {
  return blocks.filter((block) => block["@type"] === type);
}
