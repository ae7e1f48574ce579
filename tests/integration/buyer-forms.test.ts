import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyAddressSchema } from "../../core/company-address.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { userProfiles } from "../../server/db/schema/identity.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { applicationFields } from "../factories/commercial.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { queryRows } from "../support/query-rows.ts";
import { startTestServer } from "../support/test-server.ts";
import { sql } from "../../server/db/client.ts";
import { postForm } from "../support/form-post.ts";
import { salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const html = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");
const occurrences = (text: string, part: string) => text.split(part).length - 1;

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/**
 * Forms that know the buyer: an approved applicant's profile starts with the application's phone and
 * state; the quote form, checkout and Quick order start with the buyer's name, email, phone, company and
 * the company's default address; the set-password page says what it does, and says a message once.
 */
describe.each(databaseTargets())("forms that know the buyer ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie = "";
  let viewer: BuyerViewer;
  let activationPath = "";

  const get = (path: string, withCookie = cookie) =>
    fetch(`${server.baseUrl}${path}`, {
      redirect: "manual",
      headers: withCookie ? { cookie: withCookie } : {},
    });

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    const { services } = server;
    const { id } = await services.accounts.addStaff({
      email: "sam@shop.example",
      password: PASSWORD,
      role: "sales",
    });
    const staff: StaffViewer = {
      kind: "staff",
      userId: id,
      email: "sam@shop.example",
      name: "Sam",
      staffRole: "sales",
    };
    const application = await services.commercial.applications.apply(
      applicationFields({ phone: "(831) 555-0199", state: "Oregon", fullName: "Maria de la Cruz" }),
    );
    await services.commercial.review.approve(staff, application.id);
    const [mail] = await queryRows<{ text_body: string }>(
      database.db,
      sql`select text_body from outbox_emails where to_address = 'maria@greenleaf.example' order by id desc limit 1`,
    );
    const link = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text_body)![0]);
    activationPath = `${link.pathname}${link.search}`;
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("sets an approved applicant's password on a page that says so, each message said once", async () => {
    const page = await html(await get(activationPath, ""));
    expect(page).toContain("Set Your Password");
    expect(page).toContain(">Set Password</button>");
    expect(page).not.toContain("Reset Password</button>");
    const token = new URLSearchParams(activationPath.split("?")[1]).get("token")!;
    const short = await postForm(`${server.baseUrl}${activationPath}`, [
      ["token", token],
      ["password", "short"],
      ["confirmPassword", "short"],
    ]);
    // What the page shows, without the data React hydrates from.
    const refused = (await html(short)).split("window.__reactRouterContext")[0];
    expect(refused).toContain('aria-invalid="true"');
    expect(occurrences(refused, "Password must be at least 8 characters long.")).toBe(1);

    await server.services.accounts.resetPassword(token, PASSWORD);
    const signedIn = await server.services.accounts.signIn(
      { email: "maria@greenleaf.example", password: PASSWORD, rememberMe: false },
      { ip: "127.0.0.1" },
    );
    if (!signedIn.ok) throw new Error(signedIn.reason);
    cookie = signedIn.setCookies.map((c) => c.split(";")[0]).join("; ");
    viewer = (await server.services.accounts.viewerFromCookie(cookie)) as BuyerViewer;
  });

  it("starts the profile with the application's phone and state", async () => {
    const [profile] = await database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, viewer.userId));
    expect(profile).toMatchObject({ phone: "(831) 555-0199", state: "Oregon", country: "USA" });
    const page = await html(await get("/commercial-view/account"));
    expect(page).toContain("(831) 555-0199");
    expect(page).toContain("Oregon");
  });

  it("fills the quote form, checkout and Quick order from the profile and the company's default address", async () => {
    const { services } = server;
    await services.account.cart.replace(viewer.userId, [{ sku: "IL-Q1", quantity: 1 }]);
    // Before the company has an address, the profile's state is what the forms know.
    expect(await html(await get("/quote"))).toMatch(/<option value="Oregon" selected="">/);

    await services.billing.addresses.add(
      viewer,
      companyAddressSchema.parse({
        firstName: "Receiving",
        lastName: "Dock",
        address: "1450 Orchard Rd",
        city: "Salinas",
        state: "California",
        zipCode: "93901",
        country: "United States",
        isDefault: true,
      }),
    );
    const quote = await html(await get("/quote"));
    for (const value of [
      "Maria",
      "de la Cruz",
      "maria@greenleaf.example",
      "(831) 555-0199",
      "Greenleaf Farms",
      "1450 Orchard Rd",
      "Salinas",
      "93901",
    ])
      expect(quote).toContain(`value="${value}"`);
    expect(quote).toMatch(/<option value="California" selected="">/);

    const checkout = await html(await get("/checkout"));
    expect(checkout).toContain('value="(831) 555-0199"');
    expect(checkout).toContain('value="1450 Orchard Rd"');

    const quick = await html(await get("/new-quotation"));
    expect(quick).toContain('value="(831) 555-0199"');
    expect(quick).toContain('value="1450 Orchard Rd"');

    // Anonymous visitors get empty forms.
    expect(await html(await get("/quote", ""))).not.toContain("(831) 555-0199");
  });
});
