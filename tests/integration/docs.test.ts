import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, "utf8");

describe("the repository documents itself", () => {
  it("lists every ADR in docs/decisions/README.md", () => {
    const index = read("docs/decisions/README.md");
    const adrs = readdirSync(`${root}/docs/decisions`).filter((f) => /^\d{4}-.*\.md$/.test(f));
    expect(adrs.length).toBeGreaterThan(0);
    for (const adr of adrs) expect(index).toContain(`](${adr})`);
  });

  it("states the catalogue's page limits as the code has them (ADRs 0012, 0034)", () => {
    const adr = read("docs/decisions/0012-catalogue-read-rules.md").replace(/\s+/g, " ");
    const code = read("server/api/spec-catalog-routes.ts");
    const figure = (name: string) =>
      Number(new RegExp(`${name} = ([\\d_]+)`).exec(code)?.[1].replace(/_/g, ""));
    expect(adr).toContain(
      `\`limit\` defaulting to ${figure("FEED_PAGE_DEFAULT")} and capped at ${figure("FEED_PAGE_MAX")}`,
    );
    const listing = read("docs/decisions/0034-listing-state-in-the-url.md").replace(/\s+/g, " ");
    expect(listing).toContain("A page past the end answers 404 with a link to the last page");
    expect(read("app/features/catalog/listing-loader.server.ts")).toMatch(
      /status: "past-end"[^]*status: 404/,
    );
  });

  it("has no link that leaves the repository", () => {
    for (const doc of ["README.md", "docs/architecture.md", "docs/decisions/README.md"]) {
      expect(read(doc)).not.toMatch(/\.\.\/shared|\]\(\.\.\/\.\.\//);
    }
  });

  it("names only files that exist, in the ADRs, the README and docs/", () => {
    const docs = [
      "README.md",
      ...readdirSync(`${root}/docs`)
        .filter((f) => f.endsWith(".md"))
        .map((f) => `docs/${f}`),
      ...readdirSync(`${root}/docs/decisions`).map((f) => `docs/decisions/${f}`),
    ];
    // A path into the tree, ending in a source or document extension; NNNN marks an example name.
    const named =
      /(?<![\w./-])((?:app|server|core|tests|scripts|bench|docs|public)\/[\w./[\]$-]+\.(?:tsx|ts|mjs|js|sql|md|css|json|html))(?![\w])/g;
    const missing = docs.flatMap((doc) =>
      [...read(doc).matchAll(named)]
        .map((m) => m[1])
        .filter((path) => !path.includes("NNNN") && !existsSync(`${root}/${path}`))
        .map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("states rules itself: no source file or document cites an issue number or a specification section", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.(ts|tsx|mjs|js|md|sql|css)$/.test(f) && existsSync(`${root}/${f}`));
    // Built from parts so this file does not match itself.
    const citation = new RegExp(["\\b[Ii]ssues? #?\\d", "\u00a7 ?\\d"].join("|"));
    expect(tracked.filter((f) => citation.test(read(f)))).toEqual([]);
  });
});
