import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export interface RunningProcess {
  url: string;
  stop(): Promise<void>;
}

const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));

/**
 * Starts `script` (beside this file, or an absolute path) with tsx and waits for it to print
 * 'listening PORT'. `tree` runs it in another checkout of the project, with that checkout's own tsx;
 * `nodeFlags` (e.g. --cpu-prof) run it in one Node process (`node --import tsx`) that takes them.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
  tree?: string,
  nodeFlags: string[] = [],
): Promise<RunningProcess> {
  const path = script.startsWith("/") ? script : fileURLToPath(new URL(script, import.meta.url));
  const [command, args] = nodeFlags.length
    ? [process.execPath, ["--import", "tsx", ...nodeFlags, path]]
    : [tree ? join(tree, "node_modules/.bin/tsx") : tsx, [path]];
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
    cwd: tree,
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before listening`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
