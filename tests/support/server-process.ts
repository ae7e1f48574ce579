import { spawn, type ChildProcess } from "node:child_process";

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

export interface StartedServer extends ServerProcess {
  port: number;
  baseUrl: string;
}

/**
 * How the server is started: "api" runs bench/api-server.ts (the shop's start, API, jobs and shutdown;
 * pages too when BUILD_DIR is set); "npm start" runs exactly what a user runs, build included; or a
 * given program (a bundled server).
 */
export type ServerCommand = "api" | "npm start" | { file: string; args: string[] };

const commands: Record<"api" | "npm start", [string, string[]]> = {
  api: [process.execPath, ["--import", "tsx", "bench/api-server.ts"]],
  "npm start": ["npm", ["start", "--silent"]],
};

/** Runs the real server in a process of its own, configured by `env` on top of this one's. */
export function spawnServer(env: Record<string, string>, command: ServerCommand = "api"): ServerProcess {
  const [file, args] = typeof command === "string" ? commands[command] : [command.file, command.args];
  const child = spawn(file, args, {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that npm and the server it runs can be killed together.
    detached: true,
  });
  // A failed assertion must not leave a server running (and holding its data directory) after the tests.
  const killOnExit = () => {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  };
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Spawns a server and waits until it is ready; rejects with its output if it exits first. */
export async function startServerProcess(
  env: Record<string, string>,
  command: ServerCommand = "api",
  timeoutMs = 180_000,
): Promise<StartedServer> {
  const server = spawnServer(env, command);
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  for (;;) {
    const ready = /Canopy is ready at http:\/\/[^:]+:(\d+)/.exec(server.output());
    if (ready) {
      const port = Number(ready[1]);
      return { ...server, port, baseUrl: `http://127.0.0.1:${port}` };
    }
    if (exitCode !== undefined || Date.now() > deadline) {
      server.child.kill("SIGKILL");
      throw new Error(`server did not start (exit ${exitCode}):\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
