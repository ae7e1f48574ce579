import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { salesDocuments } from "../../server/db/schema/sales.ts";
import { COUNTRY_UNKNOWN_MESSAGE } from "../../core/region-names.ts";
import { rawHydrofarm, rawIluminar, rawSpd, seedCatalog } from "../factories/catalog.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { postJson, quotePayload, rebatePayload } from "./sales-fixtures.ts";

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/** Rules of the spec an audit of every screen found answered wrongly. */
describe.each(databaseTargets())("spec rules on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, {
      iluminar: [rawIluminar({ sku: "ILM-ILUM-100062" }), rawIluminar({ sku: "IL-Q1" })],
      spd: [rawSpd({ sku: "SPD-Q1", msrp: "59.99", map: "54.99" }), rawSpd({ sku: "SPD-2000" })],
      hydrofarm: [rawHydrofarm({ sku: "HF-2000" })],
    });
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" }, build.dir);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const open = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });

  it("finds a product by an id of its letters and digits or part of its sku, when one matches, and redirects there (301)", async () => {
    for (const id of ["ILMILUM100062", "ilm_ilum_100062", "100062", "ILUM-1000"]) {
      const response = await open(`/product/${id}`);
      expect(response.status, id).toBe(301);
      expect(response.headers.get("location"), id).toBe("/product/ILM-ILUM-100062");
    }
    // '2000' is part of two skus, 'Q1' is too short to name one, 'NOPE9999' names none: no guess.
    for (const id of ["2000", "Q1", "NOPE9999"]) expect((await open(`/product/${id}`)).status, id).toBe(404);
    expect((await open("/product/ILM-ILUM-100062")).status).toBe(200);
  });

  it("takes the common forms of the three countries and the state codes, and names an unknown country", async () => {
    const rebate = (fields: Record<string, unknown>) =>
      postJson(`${server.baseUrl}/api/contact/rebate`, rebatePayload(fields));
    for (const [country, state] of [
      ["USA", "CA"],
      ["US", "ny"],
      ["U.S.A.", "texas"],
      ["CA", "ON"],
      ["canada", "qc"],
    ]) {
      const response = await rebate({ country, state });
      expect(response.status, `${country} ${state}`).toBe(201);
    }
    const contact = await postJson(`${server.baseUrl}/api/contact`, {
      name: "Ana",
      company: "Leaf",
      workEmail: "ana@leaf.example",
      phone: "555",
      country: "US",
      state: "WA",
    });
    expect(contact.status).toBe(201);
    const quote = await postJson(
      `${server.baseUrl}/api/contact/order-request`,
      quotePayload({ country: "MX", state: "JAL", products: [{ sku: "IL-Q1", quantity: 1 }] }),
    );
    expect(quote.status).toBe(201);
    const { quoteNumber } = (await quote.json()).quote as { quoteNumber: string };
    const [stored] = await database.db
      .select({ country: salesDocuments.country, state: salesDocuments.state })
      .from(salesDocuments)
      .where(eq(salesDocuments.number, quoteNumber));
    expect(stored).toEqual({ country: "Mexico", state: "Jalisco" });

    const unknown = await rebate({ country: "Germany", state: "Bavaria" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields.country).toBe(COUNTRY_UNKNOWN_MESSAGE);
    // The contact and rebate forms serve the United States and Canada only.
    const mexico = await rebate({ country: "Mexico", state: "Jalisco" });
    expect((await mexico.json()).error.fields.country).toBe(COUNTRY_UNKNOWN_MESSAGE);
  });
});
