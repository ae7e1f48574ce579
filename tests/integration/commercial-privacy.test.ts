import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItem } from "../../core/cart.ts";
import { cartCookie } from "../../core/cart-cookie.ts";
import { toCartProduct } from "../../core/cart-product.ts";
import type { ProductSummary } from "../../core/catalog-types.ts";
import routes from "../../app/routes.ts";
import { buildServer } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { createServices } from "../../server/services.ts";
import { defaultCatalogRecords, rawIluminar, seedCatalog } from "../factories/catalog.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { signedInBuyer } from "../support/buyer-session.ts";

/** A distinctive commercial price, planted as a fixed price on the default list (list price $19,999.00). */
const PLANTED_SKU = "IL-PLANT-1";
const PLANTED_CENTS = 1_234_567;
/** Every way a page or an answer could write it: grouped dollars, plain dollars, JSON cents. */
const PLANTED_FORMS = ["12,345.67", "12345.67", String(PLANTED_CENTS)];

function plantedFormsIn(body: string): string[] {
  return PLANTED_FORMS.filter((form) => body.includes(form));
}

/** Every path of app/routes.ts (nested ones under their parent's), its parameters filled with the planted product's. */
function pagePaths(): string[] {
  const paths: string[] = [];
  type Entry = { path?: string; index?: boolean; children?: Entry[] };
  const walk = (entries: readonly Entry[], parent: string) => {
    for (const entry of entries) {
      const path =
        entry.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${entry.path.replace(/^\//, "")}`;
      if (entry.index || entry.path !== undefined) {
        paths.push(
          path
            .replace(":sku", PLANTED_SKU)
            .replace(":slug", "iluminar")
            .replace(/:\w+/g, "1")
            .replace("*", "no-such-page"),
        );
      }
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes as readonly Entry[], "/");
  return paths;
}

describe.each(databaseTargets())("no commercial figure reaches anonymous visitors on $name", (target) => {
  let database: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  let build: ReturnType<typeof buildStorefront>;
  /** The signed-in buyer's session cookie. */
  let asBuyer: Record<string, string>;

  beforeAll(async () => {
    build = buildStorefront();
    database = await target.open();
    const records = defaultCatalogRecords();
    records.iluminar.push(
      rawIluminar({
        sku: PLANTED_SKU,
        item_name: "Iluminar Planted 1200W",
        msrp: "19,999.00",
        price: "18,999.00",
      }),
    );
    await seedCatalog(database.db, records);
    const env = testEnv({ RATE_LIMIT_READS_PER_MINUTE: "0", RATE_LIMIT_WRITES_PER_MINUTE: "1000" });
    const services = createServices(database, env);
    const commercial = await services.pricing.listId("Commercial");
    await services.pricing.setRule(commercial, {
      kind: "sku",
      sku: PLANTED_SKU,
      fixedPriceCents: PLANTED_CENTS,
    });
    const session = await signedInBuyer(database.db, services.accounts, {
      email: "buyer@greenleaf.example",
      password: "Greenleaf#2026",
      companyName: "Greenleaf Farms",
    });
    asBuyer = { cookie: session.cookie };
    app = await buildServer({ env, services, buildDir: build.dir, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    build?.remove();
  });

  it("the signed-in buyer (a real session) sees the planted price, on private pages kept only for its price list", async () => {
    for (const path of [
      `/product/${PLANTED_SKU}`,
      `/search?q=${PLANTED_SKU}`,
      "/grow-lights?sort=price-desc",
      // The energy tool's payback for one fixture is at the company's price.
      `/tools/energy-savings?sku=${PLANTED_SKU}&count=1`,
    ]) {
      for (let round = 0; round < 2; round += 1) {
        const res = await fetch(`${baseUrl}${path}`, { headers: asBuyer });
        expect(res.status, path).toBe(200);
        expect(res.headers.get("cache-control"), path).toBe("private, no-store");
        // Rendered once, then served from the price list's scope of the page cache (ADR 0102).
        expect(res.headers.get("x-cache"), path).toBe(round === 0 ? "MISS" : "HIT");
        expect(plantedFormsIn(await res.text()), path).toContain("12,345.67");
      }
    }
    const api = await fetch(`${baseUrl}/api/catalog/company-prices?sku=${PLANTED_SKU}`, { headers: asBuyer });
    expect(api.headers.get("cache-control")).toBe("private, no-store");
    expect((await api.json()).prices[PLANTED_SKU].unitPriceCents).toBe(PLANTED_CENTS);
    const cart = await fetch(`${baseUrl}/api/cart/price`, {
      method: "POST",
      headers: { ...asBuyer, origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ items: [{ sku: PLANTED_SKU, quantity: 1 }] }),
    });
    expect((await cart.json()).lines[0].unitPriceCents).toBe(PLANTED_CENTS);
  });

  it("no anonymous page route, sitemap page or cart page carries it, cached or not", async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
    const pages = new Set([...pagePaths(), ...locs.map((u) => u.pathname + u.search)]);
    expect(pages).toContain(`/product/${PLANTED_SKU}`);
    const summary = (await (
      await fetch(`${baseUrl}/api/catalog/products/${PLANTED_SKU}`)
    ).json()) as ProductSummary;
    const cookie = cartCookie(addItem([], toCartProduct(summary), 3));
    const requests: { path: string; headers: Record<string, string> }[] = [];
    for (const path of [...pages, `/tools/energy-savings?sku=${PLANTED_SKU}&count=1`]) {
      requests.push({ path, headers: {} });
    }
    for (const path of [
      "/cart",
      "/quote",
      "/checkout",
      `/search?q=${PLANTED_SKU}`,
      `/product/${PLANTED_SKU}`,
    ]) {
      requests.push({ path, headers: { cookie } });
    }
    let scanned = 0;
    // Twice: the second round is answered from the page cache where it may be.
    for (let round = 0; round < 2; round += 1) {
      for (const { path, headers } of requests) {
        const res = await fetch(`${baseUrl}${path}`, { headers, redirect: "manual" });
        expect(res.status, path).toBeLessThan(500);
        expect(plantedFormsIn(await res.text()), path).toEqual([]);
        scanned += 1;
      }
    }
    expect(scanned).toBeGreaterThan(60);
    const product = await fetch(`${baseUrl}/product/${PLANTED_SKU}`);
    expect(product.headers.get("x-cache")).toBe("HIT");
  });

  it("no anonymous API GET of the OpenAPI document carries it, and the buyer's prices need a buyer", async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    const values: Record<string, string> = { sku: PLANTED_SKU, q: PLANTED_SKU, slug: "grow-lights" };
    const gets = Object.entries(document.paths).filter(([, item]) => item.get);
    expect(gets.length).toBeGreaterThan(10);
    for (const [template, item] of gets) {
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(values[name] ?? "X-1"),
      );
      const query = new URLSearchParams();
      for (const p of item.get?.parameters ?? []) {
        if (p.in === "query" && values[p.name]) query.set(p.name, values[p.name]);
      }
      for (const headers of [{}, { cookie: "cart_items=%5B%5D" }] as Record<string, string>[]) {
        const res = await fetch(`${baseUrl}${path}?${query}`, { headers });
        expect(res.status, path).toBeLessThan(500);
        expect(plantedFormsIn(await res.text()), path).toEqual([]);
      }
    }
    const refused = await fetch(`${baseUrl}/api/catalog/company-prices?sku=${PLANTED_SKU}`);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe("unauthorized");
    const anonymousCart = await fetch(`${baseUrl}/api/cart/price`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ sku: PLANTED_SKU, quantity: 1 }] }),
    });
    expect((await anonymousCart.json()).lines[0].unitPriceCents).toBe(1_999_900);
  });
});
