import { describe, expect, it } from "vitest";
import {
  APPLICATION_APPROVED_MESSAGE,
  APPLICATION_PENDING_MESSAGE,
  APPLICATION_RECEIVED_MESSAGE,
} from "../../core/commercial-application.ts";
import { sql } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { applicationFields } from "../factories/commercial.ts";
import { databaseTargets } from "../support/test-database.ts";
import { serverPerFile } from "../support/server-per-file.ts";
import { postJson } from "./sales-fixtures.ts";

const application = applicationFields();

describe.each(databaseTargets())("commercial applications on $name", (target) => {
  const served = serverPerFile(target, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" });
  const mailsTo = (address: string) =>
    queryRows<{ template: string; subject: string; text_body: string }>(
      served.database.db,
      sql`select template, subject, text_body from outbox_emails where to_address = ${address} order by id`,
    );
  const apply = (body: Record<string, unknown>) =>
    postJson(`${served.server.baseUrl}/api/commercial/applications`, body);

  it("creates a pending application and mails the applicant (review in 1-2 business days) and sales", async () => {
    const res = await apply(application);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, message: APPLICATION_RECEIVED_MESSAGE });
    const rows = await queryRows<{ status: string; company_name: string; company_description: string }>(
      served.database.db,
      sql`select status, company_name, company_description from commercial_applications`,
    );
    expect(rows).toEqual([
      {
        status: "pending",
        company_name: "Greenleaf Farms",
        company_description: application.companyDescription,
      },
    ]);
    const [received] = await mailsTo(application.workEmail);
    expect(received).toMatchObject({
      template: "commercial-registration",
      subject: "We received your commercial account application",
    });
    expect(received.text_body).toContain("1-2 business days");
    const toSales = await mailsTo(served.server.env.SALES_EMAIL);
    expect(toSales.map((m) => m.subject)).toEqual(["New commercial account application"]);
    expect(toSales[0].text_body).toContain(application.companyDescription);
  });

  it("answers a second application from the same work email, in any case, with 409 and creates nothing", async () => {
    const again = await apply({
      ...application,
      workEmail: "  MARIA@Greenleaf.Example ",
      fullName: "M. Lopez",
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: "conflict",
      message: APPLICATION_PENDING_MESSAGE,
    });
    const [{ count }] = await queryRows<{ count: number }>(
      served.database.db,
      sql`select count(*)::int as count from commercial_applications`,
    );
    expect(count).toBe(1);
    expect(await mailsTo(application.workEmail)).toHaveLength(1);
  });

  it("keeps one application when two from the same address arrive at once", async () => {
    const body = { ...application, workEmail: "twice@greenleaf.example" };
    const statuses = (await Promise.all([apply(body), apply(body), apply(body)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  it("says an approved address already has an account, and lets a rejected applicant apply again", async () => {
    await served.database.db.execute(
      sql`update commercial_applications set status = 'approved', reviewed_at = now() where work_email = ${application.workEmail}`,
    );
    const approved = await apply(application);
    expect(approved.status).toBe(409);
    expect((await approved.json()).error.message).toBe(APPLICATION_APPROVED_MESSAGE);

    await served.database.db.execute(
      sql`update commercial_applications set status = 'rejected', reason = 'No resale licence.' where work_email = ${application.workEmail}`,
    );
    expect((await apply(application)).status).toBe(201);
  });

  it("requires every field of the specification's registration form and a state of the chosen country", async () => {
    const missing = await apply({ ...application, companyDescription: " ", phone: "" });
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(body.error.message).toBe("Please fill in all required fields.");
    expect(Object.keys(body.error.fields).sort()).toEqual(["companyDescription", "phone"]);
    const wrongState = await apply({ ...application, workEmail: "x@y.example", country: "Canada" });
    expect((await wrongState.json()).error.fields.state).toBe(
      "Choose a state or province of the selected country.",
    );
    const badCountry = await apply({ ...application, workEmail: "x@y.example", country: "Mexico" });
    expect(badCountry.status).toBe(400);
  });
});
