import { readdirSync, readFileSync } from "node:fs";
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

  it("has no link that leaves the repository", () => {
    for (const doc of ["README.md", "docs/architecture.md", "docs/decisions/README.md"]) {
      expect(read(doc)).not.toMatch(/\.\.\/shared|\]\(\.\.\/\.\.\//);
    }
  });
});
