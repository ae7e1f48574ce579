import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const SOURCES = ["app", "core", "server", "scripts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The project modules a file imports or re-exports, `import type` included (TypeScript still reads them). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"/gm)].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    const path = specifier.startsWith("~/")
      ? join(root, "app", specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(dirname(file), specifier)
        : null;
    return path && existsSync(path) ? [path] : [];
  });
}

/** Every group of modules that import each other round in a circle (Tarjan's strongly connected components). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.includes(node)) circles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

describe("the modules' imports", () => {
  it("never go round in a circle, not even through a type: a type two modules share has a file of its own", () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(join(root, dir)));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const circles = importCircles(graph).map((group) => group.map((file) => relative(root, file)));
    expect(circles).toEqual([]);
  });

  it("would see a circle that only types close", () => {
    const graph = new Map([
      ["plugins.ts", ["catalog-routes.ts"]],
      ["catalog-routes.ts", ["plugins.ts"]],
      ["route.ts", []],
    ]);
    expect(importCircles(graph)).toEqual([["catalog-routes.ts", "plugins.ts"]]);
    expect(importsOf(join(root, "server", "api", "catalog-routes.ts"))).toContain(
      join(root, "server", "api", "plugin-options.ts"),
    );
  });
});
