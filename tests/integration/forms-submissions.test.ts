import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { postJson } from "./sales-fixtures.ts";

const contact = {
  name: "Ana Green",
  company: "Green Acres",
  workEmail: "ana@greenacres.example",
  phone: "555-0101",
  country: "United States",
  state: "Oregon",
  newsletter: true,
};
const rebate = {
  name: "Lee Park",
  cname: "Park Farms",
  workEmail: "lee@parkfarms.example",
  phone: "555-0199",
  growerType: "Dehumidifiers",
  country: "Canada",
  state: "British Columbia",
  newsletter: false,
};

describe.each(databaseTargets())("contact, rebate and newsletter forms on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const mailsTo = (address: string) =>
    queryRows<{ subject: string; ref_type: string }>(
      database.db,
      sql`select subject, ref_type from outbox_emails where to_address = ${address} order by id`,
    );

  beforeAll(async () => {
    database = await target.open();
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("stores a contact request and mails sales and the sender", async () => {
    const res = await postJson(`${server.baseUrl}/api/contact`, contact);
    expect(res.status).toBe(201);
    expect((await res.json()).ok).toBe(true);
    const [row] = await queryRows<{ kind: string; payload: Record<string, unknown> }>(
      database.db,
      sql`select kind, payload from form_submissions where email = ${contact.workEmail}`,
    );
    expect(row).toMatchObject({ kind: "contact", payload: contact });
    expect((await mailsTo(contact.workEmail)).map((m) => m.subject)).toEqual(["We received your message"]);
    // The sender's name is in the mail, not in its subject (free text stays out of subjects).
    expect((await mailsTo(server.env.SALES_EMAIL)).map((m) => m.subject)).toContain("New contact request");
  });

  it("stores a rebate request with its grower type", async () => {
    const res = await postJson(`${server.baseUrl}/api/contact/rebate`, rebate);
    expect(res.status).toBe(201);
    expect((await mailsTo(rebate.workEmail)).map((m) => m.ref_type)).toEqual(["rebate"]);
  });

  it("answers missing fields with 'Please fill in all required fields.' and a wrong state with its own message", async () => {
    const missing = await postJson(`${server.baseUrl}/api/contact/rebate`, {
      ...rebate,
      growerType: "",
      phone: "",
    });
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(body.error.message).toBe("Please fill in all required fields.");
    expect(Object.keys(body.error.fields).sort()).toEqual(["growerType", "phone"]);
    const wrongState = await postJson(`${server.baseUrl}/api/contact`, { ...contact, state: "Ontario" });
    expect(wrongState.status).toBe(400);
    expect((await wrongState.json()).error.fields.state).toBe(
      "Ontario is not a state of the United States. Choose a state from the list.",
    );
  });

  it("subscribes once: a second sign-up is not an error, keeps one subscriber and sends no second mail", async () => {
    for (const email of ["Reader@Example.com", "reader@example.com"]) {
      const res = await postJson(`${server.baseUrl}/api/contact/newsletter`, { email });
      expect(res.status).toBe(200);
      expect((await res.json()).message).toBe(
        "Thank you for subscribing! Check your email for confirmation.",
      );
    }
    const rows = await queryRows<{ email: string }>(
      database.db,
      sql`select email from newsletter_subscribers`,
    );
    expect(rows).toEqual([{ email: "reader@example.com" }]);
    expect(await mailsTo("reader@example.com")).toHaveLength(1);
    const bad = await postJson(`${server.baseUrl}/api/contact/newsletter`, { email: "no-at-sign" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Please enter a valid email address");
  });

  it("refuses a filled honeypot without storing anything", async () => {
    const res = await postJson(`${server.baseUrl}/api/contact`, {
      ...contact,
      workEmail: "bot@spam.example",
      website: "x",
    });
    expect(res.status).toBe(400);
    const rows = await queryRows(
      database.db,
      sql`select 1 from form_submissions where email = 'bot@spam.example'`,
    );
    expect(rows).toHaveLength(0);
  });
});
