import "../../../server/production-mode.ts";
import { asc, between } from "drizzle-orm";
import pino from "pino";
import type { FastifyBaseLogger } from "fastify";
import { addDays, dayOf, repeatScheduleSchema } from "../../../core/repeat-orders.ts";
import { startRepeatOrderJob } from "../../../server/shopping/repeat-order-job.ts";
import { catalogEntries } from "../../../server/db/schema/listing.ts";
import { startOutboxJob } from "../../../server/email/outbox-job.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { openSideShop, serveSideShop } from "./side-shop.ts";

/**
 * A shop for the repeat-order journey (tests/e2e/repeat-orders.spec.ts): the sample catalogue, Ben of
 * Greenleaf Farms signed in with a ship-to address and an order list of two products repeated every two
 * weeks from five days on (draft mailed three days before). Its clock moves (CLOCK_CONTROL), its outbox
 * mails to the journey's SMTP sink on E2E_PORT + 2009, and the repeat-order job runs as on a server.
 * Prints `listening PORT SCHEDULE FIRST_RUN BEN_COOKIE` once it serves.
 */
process.env.CLOCK_CONTROL = "on";
process.env.SMTP_URL = `smtp://127.0.0.1:${Number(process.env.E2E_PORT ?? "3311") + 2009}`;
const shop = await openSideShop(9, "repeat");
const { db } = shop.database;
const { services } = shop;
const ben = await signedInBuyer(db, services.accounts, {
  email: "ben@greenleaf.example",
  name: "Ben Ortiz",
  password: "Greenleaf#2026",
  companyName: "Greenleaf Farms",
});
const viewer = {
  kind: "buyer" as const,
  userId: ben.userId,
  email: "ben@greenleaf.example",
  name: "Ben Ortiz",
  companyId: ben.companyId,
  companyName: "Greenleaf Farms",
  companyRole: "buyer" as const,
};
await services.billing.addresses.add(viewer, {
  label: "Salinas greenhouse",
  firstName: "Ben",
  lastName: "Ortiz",
  address: "1450 Orchard Rd",
  apartment: "",
  city: "Salinas",
  state: "CA",
  zipCode: "93901",
  country: "United States",
  isDefault: true,
});
const products = await db
  .select({ sku: catalogEntries.sku })
  .from(catalogEntries)
  .where(between(catalogEntries.priceCents, 2_000, 20_000))
  .orderBy(asc(catalogEntries.sku))
  .limit(2);
const listId = await services.account.orderLists.create(viewer, "Room 3 flip");
for (const { sku } of products) await services.account.orderLists.addProduct(viewer, listId, sku, 2);
const firstRun = addDays(dayOf(services.clock.now()), 5);
const scheduleId = await services.account.repeatOrders.create(
  viewer,
  listId,
  repeatScheduleSchema.parse({ everyWeeks: "2", startsOn: firstRun }),
);
const port = await serveSideShop(shop);
const log = pino({ level: "warn" }) as unknown as FastifyBaseLogger;
const context = { services, env: shop.env, log };
const jobs = [await startOutboxJob(context), await startRepeatOrderJob(context)];
process.on("SIGTERM", () => void Promise.all(jobs.map((j) => j.stop())));
console.log(`listening ${port} ${scheduleId} ${firstRun} ${encodeURIComponent(ben.cookie)}`);
