import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "../../core/cart.ts";
import { MAX_LINE_QUANTITY } from "../../core/order-request.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { rawHydrofarm, rawIluminar, rawSpd, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { postJson } from "./sales-fixtures.ts";
import { cookieCart } from "../support/cookie-cart.ts";

const PASSWORD = "Favourite#Cart2026";
const catalog = {
  iluminar: [rawIluminar({ sku: "IL-FAV" })],
  spd: [rawSpd({ sku: "SPD-FAV" }), rawSpd({ sku: "SPD-TWO" })],
  hydrofarm: [rawHydrofarm({ sku: "HF-FAV" })],
};

describe.each(databaseTargets())("favourites and the cart on the account ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  /** Signs in through POST /api/session (another device each time), carrying `cookie`; the session cookie. */
  async function signIn(email: string, cookie = "") {
    const response = await postJson(
      `${server.baseUrl}/api/session`,
      { email, password: PASSWORD },
      cookie ? { cookie } : {},
    );
    expect(response.status).toBe(200);
    return { response, session: response.headers.getSetCookie()[0].split(";")[0] };
  }

  const getJson = async (path: string, cookie: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      body: await response.json(),
    };
  };
  const postWith = (path: string, body: unknown, cookie: string) =>
    postJson(`${server.baseUrl}${path}`, body, { cookie, origin: server.baseUrl });

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, catalog);
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" });
    const [company] = await database.db
      .insert(companies)
      .values({ name: "Green Roots Farms" })
      .returning({ id: companies.id });
    for (const email of ["bea@grower.example", "cal@grower.example"]) {
      const user = await server.services.accounts.createUser({ email, name: email.split("@")[0] });
      await server.services.accounts.setPassword(user.id, PASSWORD);
      await database.db
        .insert(companyMembers)
        .values({ userId: user.id, companyId: company.id, role: "buyer" });
    }
    // Seeding and hashing two passwords on a shared two-core machine take a while.
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("keeps a favourite on the account: saved on one device, seen and removed on another, nobody else's", async () => {
    const phone = (await signIn("bea@grower.example")).session;
    const laptop = (await signIn("bea@grower.example")).session;
    const colleague = (await signIn("cal@grower.example")).session;

    const saved = await postWith("/api/favorites", { sku: "IL-FAV", favorite: true }, phone);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ skus: ["IL-FAV"] });
    // Saving twice keeps one.
    await postWith("/api/favorites", { sku: "IL-FAV", favorite: true }, phone);

    const seen = await getJson("/api/favorites", laptop);
    expect(seen).toEqual({ status: 200, cacheControl: "private, no-store", body: { skus: ["IL-FAV"] } });
    expect((await getJson("/api/favorites", colleague)).body).toEqual({ skus: [] });

    const list = await server.services.account.favorites.list(
      (await server.services.accounts.viewerFromCookie(laptop))!.userId,
    );
    expect(list).toEqual([
      expect.objectContaining({ sku: "IL-FAV", name: expect.any(String), priceCents: expect.any(Number) }),
    ]);

    await postWith("/api/favorites", { sku: "IL-FAV", favorite: false }, laptop);
    expect((await getJson("/api/favorites", phone)).body).toEqual({ skus: [] });
  });

  it("refuses favourites to anonymous visitors and for products the catalogue does not list", async () => {
    expect((await fetch(`${server.baseUrl}/api/favorites`)).status).toBe(401);
    const session = (await signIn("cal@grower.example")).session;
    const gone = await postWith("/api/favorites", { sku: "NOT-LISTED", favorite: true }, session);
    expect(gone.status).toBe(404);
    expect((await getJson("/api/favorites", session)).body).toEqual({ skus: [] });
  });

  it("merges the anonymous cookie cart into the account's at sign-in and shows it on another device", async () => {
    const first = await signIn("bea@grower.example", cookieCart([["SPD-FAV", 2]]));
    // The cookie cart is emptied: the account holds it now.
    expect(first.response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^cart_items=;.*Max-Age=0/),
    );

    const second = await signIn(
      "bea@grower.example",
      cookieCart([
        ["SPD-FAV", 3],
        ["IL-FAV", MAX_LINE_QUANTITY],
        ["NOT-LISTED", 1],
      ]),
    );
    const lines = (cart: { items: CartItem[] }) => cart.items.map((i) => [i.sku, i.quantity]);
    // SPD-FAV summed (2 + 3), IL-FAV capped at a line's limit, the unlisted sku left out.
    const merged = await getJson("/api/cart", second.session);
    expect(lines(merged.body)).toEqual([
      ["SPD-FAV", 5],
      ["IL-FAV", MAX_LINE_QUANTITY],
    ]);
    // Names and prices come from the catalogue, never from the cookie.
    expect(merged.body.items[0].name).not.toBe("Shown name");

    const changed = await postWith(
      "/api/cart",
      {
        items: [
          { sku: "IL-FAV", quantity: 1 },
          { sku: "SPD-FAV", quantity: 5 },
        ],
      },
      second.session,
    );
    expect(changed.status).toBe(200);
    const other = await getJson("/api/cart", (await signIn("bea@grower.example")).session);
    expect(other.status).toBe(200);
    expect(other.cacheControl).toBe("private, no-store");
    expect(lines(other.body)).toEqual([
      ["IL-FAV", 1],
      ["SPD-FAV", 5],
    ]);
  });

  it("keeps each buyer's cart their own and refuses anonymous visitors", async () => {
    const colleague = (await signIn("cal@grower.example")).session;
    expect((await getJson("/api/cart", colleague)).body).toEqual({ items: [] });
    expect((await fetch(`${server.baseUrl}/api/cart`)).status).toBe(401);
    const anonymous = await postJson(`${server.baseUrl}/api/cart`, { items: [] });
    expect(anonymous.status).toBe(401);
  });
});
