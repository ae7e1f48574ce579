import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedError, readFeed } from "./feed-reader.ts";

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../tests/fixtures/feeds/${name}`, import.meta.url));

describe("feed shapes: 'a JSON array, an object holding items, data or products, or CSV with a header row'", () => {
  it("reads a JSON array", async () => {
    expect(await readFeed({ kind: "file", path: fixture("iluminar-array.json") })).toHaveLength(10);
  });

  it.each([
    ["items", "spd-items.json", 16],
    ["data", "spd-data.json", 1],
    ["products", "hydrofarm-products.json", 12],
  ])("reads an object holding %s", async (_key, file, count) => {
    expect(await readFeed({ kind: "file", path: fixture(file) })).toHaveLength(count);
  });

  it("reads CSV with a header row, quoted commas and quotes included", async () => {
    const records = (await readFeed({ kind: "file", path: fixture("hydrofarm.csv") })) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(3);
    expect(records[0].item_name).toBe("Active Aqua Chiller, 1/10 HP");
    expect(records[1].item_name).toBe('Quest "Dual" 155');
    expect(records[1].brand).toBe("");
  });

  it.each([
    ["not-a-feed.json", /not an accepted shape/],
    ["broken.json", /not valid JSON/],
    ["no-such-file.json", /cannot read/],
  ])("fails on %s", async (file, message) => {
    await expect(readFeed({ kind: "file", path: fixture(file) })).rejects.toThrow(message);
    await expect(readFeed({ kind: "file", path: fixture(file) })).rejects.toBeInstanceOf(FeedError);
  });

  it("fails on a CSV without a sku or item_name column, and on HTML", async () => {
    await expect(readFeed({ kind: "records", records: [] })).resolves.toEqual([]);
    const server = await serve({ "/names.csv": "a,b\n1,2\n", "/page": "<html><body>Login</body></html>" });
    await expect(readFeed({ kind: "url", url: `${server.url}/names.csv` })).rejects.toThrow(/header row/);
    await expect(readFeed({ kind: "url", url: `${server.url}/page` })).rejects.toThrow(/HTML/);
    server.close();
  });
});

async function serve(routes: Record<string, string>) {
  const server: Server = createServer((req, res) => {
    const body = routes[req.url ?? ""];
    res.statusCode = body === undefined ? 404 : 200;
    res.end(body ?? "missing");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe("feeds from an http(s) URL", () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve({ "/feed.json": JSON.stringify({ products: [{ sku: "A" }] }) });
  });
  afterAll(() => server.close());

  it("fetches and reads the feed", async () => {
    expect(await readFeed({ kind: "url", url: `${server.url}/feed.json` })).toEqual([{ sku: "A" }]);
  });

  it("fails on an error status, an unreachable host and a non-http URL", async () => {
    await expect(readFeed({ kind: "url", url: `${server.url}/gone` })).rejects.toThrow(/answered 404/);
    await expect(readFeed({ kind: "url", url: "http://127.0.0.1:1/feed.json" })).rejects.toThrow(
      /cannot fetch/,
    );
    await expect(readFeed({ kind: "url", url: "file:///etc/passwd" })).rejects.toThrow(
      /not an http\(s\) URL/,
    );
  });
});
