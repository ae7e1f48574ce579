import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

export interface RunningProcess {
  url: string;
  stop(): Promise<void>;
}

const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));

/** Starts `script` with tsx and waits for it to print 'listening PORT'. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<RunningProcess> {
  const child: ChildProcess = spawn(tsx, [fileURLToPath(new URL(script, import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
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
