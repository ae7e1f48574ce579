import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

describe.each(databaseTargets())("server basics on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    database = await target.open();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("answers unknown API paths with a JSON 404 in the error shape", async () => {
    const res = await fetch(`${server.baseUrl}/api/no-such-thing`);
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe("not_found");
  });

  it("sends a Content-Security-Policy with a fresh script nonce on every response", async () => {
    const a = (await fetch(`${server.baseUrl}/api/x`)).headers.get("content-security-policy") ?? "";
    const b = (await fetch(`${server.baseUrl}/api/x`)).headers.get("content-security-policy") ?? "";
    expect(a).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(a).not.toBe(b);
  });
});
