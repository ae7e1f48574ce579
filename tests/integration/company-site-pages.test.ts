import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_NOT_FOUND_MESSAGE } from "../../core/company-sites.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companyMembers } from "../../server/db/schema/companies.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, signedInStaff, type BuyerSession } from "../support/buyer-session.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const html = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");
/** The options of the page's Site select, by their words. */
const siteOptions = (page: string) => {
  const select = /<select[^>]*name="siteId"[^>]*>([\s\S]*?)<\/select>/.exec(page)?.[1];
  return select ? [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]) : null;
};

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

// The pages of a company with two sites, for its admin and for a member limited to one (ADR 0340).
describe.each(databaseTargets())("a company's sites on its pages ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let ada: BuyerSession;
  let dan: string;
  let staff: string;
  let salinas: string;
  let denver: string;

  const get = (path: string, cookie: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: { cookie } });

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    const { accounts, commercial, account } = server.services;
    ada = await signedInBuyer(database.db, accounts, {
      email: "ada@greenleaf.example",
      name: "Ada Admin",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    await database.db
      .update(companyMembers)
      .set({ role: "admin" })
      .where(eq(companyMembers.userId, ada.userId));
    const adaViewer = (await accounts.viewerFromCookie(ada.cookie)) as BuyerViewer;
    salinas = await commercial.sites.add(adaViewer, ada.companyId, "Salinas greenhouse");
    denver = await commercial.sites.add(adaViewer, ada.companyId, "Denver warehouse");
    const { id: danId } = await accounts.createUser({ email: "dan@greenleaf.example", name: "Dan Denver" });
    await accounts.setPassword(danId, PASSWORD);
    await database.db
      .insert(companyMembers)
      .values({ userId: danId, companyId: ada.companyId, role: "buyer" });
    await commercial.sites.setMemberSites(adaViewer, danId, [denver]);
    const signed = await accounts.signIn(
      { email: "dan@greenleaf.example", password: PASSWORD, rememberMe: false },
      { ip: "127.0.0.1" },
    );
    if (!signed.ok) throw new Error("Signing in Dan failed");
    dan = signed.setCookies.map((c) => c.split(";")[0]).join("; ");
    staff = await signedInStaff(accounts, {
      email: "sam@canopy.example",
      password: PASSWORD,
      role: "admin",
      name: "Sam",
    });
    await account.cart.replace(ada.userId, [{ sku: "IL-Q1", quantity: 1 }]);
    await account.cart.replace(danId, [{ sku: "IL-Q1", quantity: 1 }]);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("offers the site on the certificate upload, takes only the member's sites, and shows staff the site", async () => {
    expect(siteOptions(await html(await get("/commercial-view/tax-exemption", ada.cookie)))).toEqual([
      "Every site",
      "Denver warehouse",
      "Salinas greenhouse",
    ]);
    // A member limited to one site has nothing to choose: the certificate is for their site.
    expect(siteOptions(await html(await get("/commercial-view/tax-exemption", dan)))).toBeNull();
    const upload = (cookie: string, siteId: string) => {
      const form = new FormData();
      form.set("state", "California");
      form.set("siteId", siteId);
      form.set("certificate", new Blob([PDF_BYTES], { type: "application/pdf" }), "cert.pdf");
      return fetch(`${server.baseUrl}/commercial-view/tax-exemption`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: server.baseUrl },
        body: form,
      });
    };
    const refused = await upload(dan, salinas);
    expect(refused.status).toBe(404);
    expect(await html(refused)).toContain(SITE_NOT_FOUND_MESSAGE);
    expect((await upload(dan, "")).status).toBe(200);
    const [certificate] = await server.services.billing.certificates.forCompany(
      (await server.services.accounts.viewerFromCookie(dan)) as BuyerViewer,
    );
    expect(certificate.siteId).toBe(denver);
    const review = await html(await get("/admin/tax-certificates", staff));
    expect(review).toContain("Site: Denver warehouse");
  });

  it("shows a limited member no way to set the company's default address", async () => {
    const { addresses } = server.services.billing;
    const adaViewer = (await server.services.accounts.viewerFromCookie(ada.cookie)) as BuyerViewer;
    const address = { firstName: "Ada", lastName: "Admin", apartment: "", label: "", zipCode: "80216" };
    const common = { ...address, country: "United States" as const, state: "Colorado", city: "Denver" };
    await addresses.add(adaViewer, { ...common, address: "1 First St", isDefault: true, siteId: denver });
    await addresses.add(adaViewer, { ...common, address: "2 Second St", isDefault: false, siteId: denver });
    const adaPage = await html(await get("/commercial-view/addresses", ada.cookie));
    expect(adaPage).toContain("Make default");
    expect(adaPage).toContain("Make this the default address");
    const danPage = await html(await get("/commercial-view/addresses", dan));
    expect(danPage).toContain("2 Second St");
    expect(danPage).not.toContain("Make default");
    expect(danPage).not.toContain("Make this the default address");
  });

  it("offers the quote's site on the quote form, starting from the saved address's", async () => {
    const adaQuote = await html(await get("/quote", ada.cookie));
    expect(siteOptions(adaQuote)).toEqual(["Every site", "Denver warehouse", "Salinas greenhouse"]);
    // The form starts from the default saved address, Denver's.
    expect(adaQuote).toMatch(new RegExp(`<option value="${denver}" selected`));
    // A member limited to one site has nothing to choose; the quote is for their site.
    expect(siteOptions(await html(await get("/quote", dan)))).toBeNull();
  });
});
