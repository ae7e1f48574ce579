import { mkdtempSync, rmSync, statSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_SECRET_HEADER,
  readLiveAdminFile,
  type AdminFile,
} from "../../server/catalog/import/data-dir-guard.ts";
import type { Database } from "../../server/db/client.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

const spdFeed = fileURLToPath(new URL("../fixtures/feeds/spd-items.json", import.meta.url));

describe.each(databaseTargets())("local admin import endpoint and product images on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let dataDir: string;
  let admin: AdminFile | null;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "canopy-admin-"));
    database = await target.open();
    // Not NODE_ENV=test: test servers never publish an admin file, this one must.
    server = await startTestServer(database, { NODE_ENV: "development", DATA_DIR: dataDir });
    admin = readLiveAdminFile(dataDir);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (headers: Record<string, string>, body: unknown = { provider: "spd", file: spdFeed }) =>
    fetch(`${server.baseUrl}/api/admin/import`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  if (target.name === "postgres") {
    it("is not published on PostgreSQL, where the import command connects directly", async () => {
      expect(admin).toBeNull();
      expect((await post({ [ADMIN_SECRET_HEADER]: "x" })).status).toBe(404);
    });
  } else {
    it("publishes pid, port and a secret in DATA_DIR/admin.json, readable by its owner only", () => {
      expect(admin).toMatchObject({ pid: process.pid, port: Number(new URL(server.baseUrl).port) });
      expect(admin?.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(statSync(join(dataDir, "admin.json")).mode & 0o777).toBe(0o600);
    });

    it("refuses a wrong or missing secret", async () => {
      const wrong = await post({ [ADMIN_SECRET_HEADER]: "0".repeat(64) });
      expect(wrong.status).toBe(403);
      expect((await wrong.json()).error.code).toBe("forbidden");
      expect((await post({})).status).toBe(403);
    });

    it("refuses a request relayed by a proxy, even with the secret", async () => {
      const relayed = await post({
        [ADMIN_SECRET_HEADER]: admin?.secret ?? "",
        "x-forwarded-for": "203.0.113.9",
      });
      expect(relayed.status).toBe(403);
    });

    it("answers 400 to a request naming no feed", async () => {
      expect((await post({ [ADMIN_SECRET_HEADER]: admin?.secret ?? "" }, { provider: "spd" })).status).toBe(
        400,
      );
      expect(
        (await post({ [ADMIN_SECRET_HEADER]: admin?.secret ?? "" }, { provider: "x", file: "a" })).status,
      ).toBe(400);
    });

    it("runs the import and streams progress, then the summary; the shop shows the products at once", async () => {
      const response = await post({ [ADMIN_SECRET_HEADER]: admin?.secret ?? "" });
      expect(response.status).toBe(200);
      const lines = (await response.text())
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines[0]).toHaveProperty("progress");
      expect(lines.at(-1)).toMatchObject({
        summary: { provider: "spd", read: 16, inserted: 15, rejected: 1 },
      });
      const listed = await (await fetch(`${server.baseUrl}/api/spd-products?search=Cloudline`)).json();
      expect(JSON.stringify(listed)).toContain("SPD-ACI-T6");
    });

    it("reports a failed import as an error line", async () => {
      const response = await post(
        { [ADMIN_SECRET_HEADER]: admin?.secret ?? "" },
        { provider: "spd", file: "/nope.json" },
      );
      const last = JSON.parse((await response.text()).trim().split("\n").at(-1) ?? "{}");
      expect(last.error).toMatch(/cannot read \/nope.json/);
    });
  }

  it("serves deterministic SVG product images with long caching", async () => {
    const response = await fetch(`${server.baseUrl}/images/products/light-gavita-3.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="400" height="400" viewBox="0 0 400 400"/);
    expect(svg).toContain(">Gavita</text>");
    expect(await (await fetch(`${server.baseUrl}/images/products/light-gavita-3.svg`)).text()).toBe(svg);
    expect(await (await fetch(`${server.baseUrl}/images/products/bottle-gavita-3.svg`)).text()).not.toBe(svg);
  });

  it("serves brand logos and the placeholder, and 404s on keys that are not image names", async () => {
    const logo = await fetch(`${server.baseUrl}/images/brands/ac-infinity.svg`);
    expect(await logo.text()).toContain("AC Infinity");
    expect((await fetch(`${server.baseUrl}/images/placeholder-product.svg`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/images/products/Light_X.svg`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/images/products/light-x.png`)).status).toBe(404);
  });

  it("removes its admin file when it closes", async () => {
    const otherDir = mkdtempSync(join(tmpdir(), "canopy-close-"));
    const other = await startTestServer(database, { NODE_ENV: "development", DATA_DIR: otherDir });
    const published = existsSync(join(otherDir, "admin.json"));
    await other.close();
    expect(existsSync(join(otherDir, "admin.json"))).toBe(false);
    expect(published).toBe(target.name === "pglite");
    rmSync(otherDir, { recursive: true, force: true });
  });
});
