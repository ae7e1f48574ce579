#!/usr/bin/env node
// nginx open source sends traffic to an upstream until a request to it fails: it does not read
// /readyz. This keeps nginx's upstream list in step with each instance's /readyz: every --interval-ms it
// asks each instance, and when one turns ready or not ready (503 from the moment it receives SIGTERM, or
// no answer while it restarts) it rewrites --file with that instance's line ending in `down` or not and
// tells nginx to reload (SIGHUP to the pid in --nginx-pid). nginx's old workers finish their requests;
// the new ones no longer send to a stopping instance, which then drains and exits.
//
//   node deploy/nginx/readiness-upstreams.mjs --instances 10.0.0.11:3000,10.0.0.12:3000 \
//     --file /etc/nginx/canopy-upstreams.conf --nginx-pid /run/nginx.pid [--interval-ms 250]
//
// Plain JavaScript, no dependencies: it runs on the Node of the shop's host. Stops on SIGTERM or SIGINT.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

/** The upstream file for these instances, each `down` unless it was ready at its last probe. */
export function upstreamLines(instances, ready) {
  const lines = instances.map(
    (address) => `server ${address} max_fails=1 fail_timeout=5s${ready.has(address) ? "" : " down"};`,
  );
  return `# Written by readiness-upstreams.mjs from each instance's /readyz.\n${lines.join("\n")}\n`;
}

async function isReady(address, timeoutMs) {
  try {
    const response = await fetch(`http://${address}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Probes the instances until stop() and keeps `file` and nginx in step with them. `onChange` hears of
 * each rewrite (the ready instances).
 */
export function followReadiness({ instances, file, nginxPid, intervalMs = 250, onChange = () => {} }) {
  let written = null;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const answers = await Promise.all(instances.map((address) => isReady(address, intervalMs * 4)));
      const ready = new Set(instances.filter((_, i) => answers[i]));
      const text = upstreamLines(instances, ready);
      if (text !== written && !stopped) {
        writeFileSync(`${file}.tmp`, text);
        renameSync(`${file}.tmp`, file);
        process.kill(Number(readFileSync(nginxPid, "utf8").trim()), "SIGHUP");
        written = text;
        onChange([...ready]);
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { values } = parseArgs({
    options: {
      instances: { type: "string" },
      file: { type: "string" },
      "nginx-pid": { type: "string" },
      "interval-ms": { type: "string", default: "250" },
    },
  });
  if (!values.instances || !values.file || !values["nginx-pid"]) {
    process.stderr.write(
      "usage: readiness-upstreams.mjs --instances HOST:PORT,HOST:PORT --file UPSTREAM.conf --nginx-pid PIDFILE [--interval-ms 250]\n",
    );
    process.exit(2);
  }
  const follower = followReadiness({
    instances: values.instances.split(","),
    file: values.file,
    nginxPid: values["nginx-pid"],
    intervalMs: Number(values["interval-ms"]),
    onChange: (ready) =>
      process.stdout.write(`${new Date().toISOString()} ready: ${ready.join(", ") || "none"}\n`),
  });
  const stop = () => follower.stop().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
