import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { projectPath } from "../../server/project-root.ts";
// @ts-expect-error: plain JavaScript without declarations (it runs on a bare Node next to nginx)
import { followReadiness, upstreamLines } from "../../deploy/nginx/readiness-upstreams.mjs";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const nginxInstalled = () => existsSync(NGINX);

export interface NginxProxy {
  port: number;
  baseUrl: string;
  /** Resolves once the upstream file lists `address` as ready (after a reload of nginx). */
  whenReady(address: string): Promise<void>;
  /** Resolves once the upstream file marks `address` down (after a reload of nginx). */
  whenDown(address: string): Promise<void>;
  /** The proxy's access log so far. */
  accessLog(): string;
  stop(): Promise<void>;
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Debian's nginx in front of the instances with the shop's own server block (deploy/nginx/canopy.conf,
 * its paths and port pointed into `dir`), and deploy/nginx/readiness-upstreams.mjs keeping the upstream
 * list in step with each instance's /readyz, as in production.
 */
export async function startNginxProxy(dir: string, port: number, instances: string[]): Promise<NginxProxy> {
  mkdirSync(join(dir, "temp"), { recursive: true });
  const upstreams = join(dir, "upstreams.conf");
  const accessLog = join(dir, "access.log");
  writeFileSync(upstreams, upstreamLines(instances, new Set(instances)));
  const server = readFileSync(projectPath("deploy", "nginx", "canopy.conf"), "utf8")
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("/etc/nginx/canopy-upstreams.conf", upstreams)
    .replace("/var/log/nginx/canopy.log", accessLog);
  const temp = (name: string) => `${name}_temp_path ${join(dir, "temp", name)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n"),
      server,
      "}",
    ].join("\n"),
  );
  const nginx = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  process.once("exit", () => nginx.kill("SIGKILL"));
  await waitForPort(port, 30_000);
  while (!existsSync(join(dir, "nginx.pid"))) await new Promise((resolve) => setTimeout(resolve, 20));

  let ready = new Set<string>(instances);
  let waiters: (() => void)[] = [];
  const follower = followReadiness({
    instances,
    file: upstreams,
    nginxPid: join(dir, "nginx.pid"),
    intervalMs: 200,
    onChange: (addresses: string[]) => {
      ready = new Set(addresses);
      for (const wake of waiters) wake();
      waiters = [];
    },
  });
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    async whenReady(address) {
      while (!ready.has(address)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    async whenDown(address) {
      while (ready.has(address)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, "utf8") : ""),
    async stop() {
      await follower.stop();
      nginx.kill("SIGQUIT");
      await exited;
    },
  };
}
