import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder (the one holding package.json), found by walking up from this module: the same
 * answer from the sources (run by tsx and the tests) and from the bundled server in dist/server/,
 * where every module shares the bundle's own location.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project folder. */
export const projectPath = (...segments: string[]) => join(projectRoot, ...segments);
