// Runs the Dockerfile's steps on this machine, which has no container engine: each stage in a folder of
// its own (its root; WORKDIR /app is <root>/app), FROM the machine itself with this Node.js 24 as the
// base image's runtime, COPY from a fresh clone (less .dockerignore) or from an earlier stage, RUN in
// bash with the stage's ENV, and at the end the image's CMD as its USER, the migrate step of
// compose.yaml before it and its HEALTHCHECK after it, against a fresh PostgreSQL database.
//
// Before that, the fresh clone checks the README's first command: `npm install` leaves `git status`
// clean. Prints what it checks; exits 1 at the first failure.
//
//   node .ci/dockerfile.mjs            (run by .ci/run; needs root, PostgreSQL at TEST_DATABASE_URL)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { dirname, join } from "node:path";

const repo = new URL("..", import.meta.url).pathname;
const started = Date.now();
const say = (text) =>
  process.stdout.write(`[dockerfile ${((Date.now() - started) / 1000).toFixed(0)}s] ${text}\n`);
const fail = (text) => {
  process.stderr.write(`[dockerfile] FAILED: ${text}\n`);
  process.exit(1);
};
const sh = (command, options = {}) => {
  const result = spawnSync("bash", ["-c", command], { stdio: "inherit", ...options });
  if (result.status !== 0) fail(`\`${command}\` exited ${result.status}`);
};

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) fail("TEST_DATABASE_URL is not set (the image runs against PostgreSQL)");

const work = mkdtempSync("/tmp/canopy-dockerfile-");
chmodSync(work, 0o755);
process.on("exit", () => rmSync(work, { recursive: true, force: true }));

// The base image: this Node.js 24 (npm runs the scripts on it) in a folder any user may read.
const baseBin = join(work, "base-bin");
mkdirSync(baseBin);
cpSync(process.execPath, join(baseBin, "node"));
const basePath = `${baseBin}:${dirname(execFileSync("bash", ["-c", "command -v npm"], { encoding: "utf8" }).trim())}:/usr/bin:/bin`;
// npm's cache of its own (hard links to the machine's, whose files never change), which the image's
// `npm cache clean` may empty.
const npmCache = join(work, "npm-cache");
const machineCache = join(process.env.HOME ?? "/root", ".npm", "_cacache");
mkdirSync(npmCache);
if (existsSync(machineCache)) sh(`cp -al "${machineCache}" "${npmCache}/_cacache"`);
const npmEnv = { npm_config_cache: npmCache, npm_config_update_notifier: "false" };
// The base image's unprivileged user.
const imageUser = "node";
if (spawnSync("id", [imageUser]).status !== 0)
  sh(`useradd --system --no-create-home --shell /usr/sbin/nologin ${imageUser}`);

// 1. A fresh clone of what is committed: the build context, and the README's `npm install`.
const context = join(work, "context");
say(`cloning ${repo} (HEAD)`);
execFileSync("git", ["clone", "--quiet", "--no-hardlinks", repo, context]);
say("npm install in the fresh clone");
sh("npm install --no-audit --no-fund --loglevel=error", {
  cwd: context,
  env: { ...process.env, ...npmEnv, PATH: basePath },
});
const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: context, encoding: "utf8" });
if (dirty.trim())
  fail(
    `npm install changed the fresh clone:\n${dirty}${execFileSync("git", ["diff", "--stat"], { cwd: context, encoding: "utf8" })}`,
  );
say("a fresh clone's npm install leaves git status clean");

// 2. The Dockerfile, instruction by instruction.
const ignored = readFileSync(join(context, ".dockerignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const instructions = readFileSync(join(context, "Dockerfile"), "utf8")
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => {
    const [, keyword, rest] = /^(\w+)\s+(.*)$/.exec(line);
    return { keyword: keyword.toUpperCase(), rest };
  });

const args = {};
const stages = new Map();
let stage;
const expand = (text) =>
  text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => stage?.env[a ?? b] ?? args[a ?? b] ?? "");
const inRoot = (path) => join(stage.root, path.startsWith("/") ? path : join(stage.workdir, path));
const exec = (value) => (value.startsWith("[") ? JSON.parse(value) : ["bash", "-c", value]);

for (const { keyword, rest } of instructions) {
  if (keyword === "ARG" && !stage) {
    const [name, value] = rest.split("=");
    args[name] = value;
  } else if (keyword === "FROM") {
    const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
    const from = stages.get(expand(image));
    stage = { name, root: join(work, `stage-${name}`), workdir: "/", env: {}, user: "root" };
    if (from) cpSync(from.root, stage.root, { recursive: true });
    else {
      if (!/^node:24\./.test(expand(image))) fail(`the base image is ${expand(image)}, not Node.js 24`);
      mkdirSync(stage.root);
    }
    chmodSync(stage.root, 0o755);
    stages.set(name, stage);
    say(`stage ${name} FROM ${expand(image)}`);
  } else if (keyword === "WORKDIR") {
    stage.workdir = rest;
    mkdirSync(inRoot(rest), { recursive: true });
  } else if (keyword === "ENV") {
    for (const [, name, value] of rest.matchAll(/(\w+)=(\S+)/g)) stage.env[name] = value;
  } else if (keyword === "COPY") {
    const parts = rest.split(/\s+/);
    const from = parts[0].startsWith("--from=")
      ? stages.get(parts.shift().slice("--from=".length))
      : undefined;
    const target = parts.pop();
    // Into a folder when the target ends in "/" or there are several sources; a folder's contents.
    const intoFolder = target.endsWith("/") || parts.length > 1;
    for (const source of parts) {
      const path = from ? join(from.root, source) : join(context, source);
      if (!existsSync(path))
        fail(`COPY ${source}: no such file in ${from ? `stage ${from.name}` : "the context"}`);
      const excluded = (file) =>
        !from &&
        ignored.some((name) => file === join(context, name) || file.startsWith(`${join(context, name)}/`));
      if (statSync(path).isDirectory()) {
        cpSync(path, inRoot(target), { recursive: true, filter: (file) => !excluded(file) });
      } else {
        const destination = intoFolder ? join(inRoot(target), source.split("/").pop()) : inRoot(target);
        mkdirSync(dirname(destination), { recursive: true });
        cpSync(path, destination);
      }
    }
  } else if (keyword === "RUN") {
    say(`RUN ${rest.slice(0, 100)}${rest.length > 100 ? "…" : ""}`);
    // The stage's root stands for /: absolute paths a command names are taken inside it.
    const command = rest.replace(/(^|\s)\/(data|app)\b/g, `$1${stage.root}/$2`);
    sh(command, {
      cwd: inRoot(stage.workdir),
      env: { ...process.env, ...npmEnv, ...stage.env, PATH: basePath },
    });
  } else if (keyword === "USER") {
    stage.user = rest;
  } else if (keyword === "HEALTHCHECK") {
    stage.healthcheck = exec(rest.replace(/^(--\S+\s+)*CMD\s+/, ""));
  } else if (keyword === "CMD") {
    stage.cmd = exec(rest);
  } else if (keyword !== "EXPOSE" && keyword !== "ARG") fail(`instruction ${keyword} is not handled here`);
}

// 3. The image: the last stage.
const image = stage;
const app = inRoot(image.workdir);
const files = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true });
const runtimes = files(join(app, "node_modules")).filter(
  (e) => e.isFile() && e.name === "node" && e.parentPath.endsWith("/bin"),
);
if (runtimes.length > 0)
  fail(`a second Node.js in the image: ${runtimes.map((e) => e.parentPath).join(", ")}`);
for (const devPackage of ["@playwright/test", "eslint", "@react-router/dev", "lighthouse", "smtp-server"]) {
  if (existsSync(join(app, "node_modules", devPackage)))
    fail(`a development package in the image: ${devPackage}`);
}
say("the image holds production packages only and one Node.js (the base image's)");

if (image.user !== imageUser) fail(`the image runs as ${image.user}, not the base image's ${imageUser}`);
const asUser = (command) => [
  "setpriv",
  `--reuid=${image.user}`,
  `--regid=${image.user}`,
  "--init-groups",
  "--",
  ...command,
];

const database = `dockerfile_${process.pid}`;
const adminUrl = Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString();
sh(`psql "${adminUrl}" -qc "drop database if exists ${database}" -c "create database ${database}"`);
process.on("exit", () =>
  spawnSync("psql", [adminUrl, "-qc", `drop database if exists ${database} with (force)`]),
);
const port = 3590;
// The image's user has a home of its own (npm keeps its logs there); the image's files are root's.
const home = join(work, "home");
mkdirSync(home);
sh(`chown ${imageUser}: "${home}"`);
const env = {
  ...image.env,
  PATH: basePath,
  HOME: home,
  npm_config_update_notifier: "false",
  DATABASE_URL: Object.assign(new URL(databaseUrl), { pathname: `/${database}` }).toString(),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  PORT: String(port),
};
const inImage = (command) => {
  const result = spawnSync(asUser(command)[0], asUser(command).slice(1), { cwd: app, env, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

say(`as ${image.user}: the migrate step, then the CMD (${image.cmd.join(" ")})`);
const migrated = inImage(["npm", "run", "--silent", "migrate"]);
if (migrated.status !== 0 || !/^Applied \d+ migration/.test(migrated.output))
  fail(`npm run migrate: ${migrated.output}`);
const imported = inImage([
  "npm",
  "run",
  "--silent",
  "import",
  "--",
  "--provider",
  "spd",
  "--file",
  "feeds/sample/spd.json",
]);
if (imported.status !== 0) fail(`npm run import: ${imported.output}`);

const [command, ...commandArgs] = asUser(image.cmd);
const server = spawn(command, commandArgs, { cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
let output = "";
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
process.on("exit", () => server.kill("SIGKILL"));

let healthy = false;
for (let i = 0; i < 120 && !healthy && server.exitCode === null; i += 1) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  healthy = inImage(image.healthcheck).status === 0;
}
if (!healthy) fail(`the HEALTHCHECK never passed:\n${output}`);
say("HEALTHCHECK passes (/readyz)");
const homePage = await fetch(`http://127.0.0.1:${port}/`);
const search = await (await fetch(`http://127.0.0.1:${port}/api/catalog/search?q=canna`)).json();
if (homePage.status !== 200 || !(search.items?.length > 0))
  fail(`the shop does not serve: / ${homePage.status}, search ${JSON.stringify(search)}`);
if (
  !output.split("\n").some((line) => line.startsWith("{") && JSON.parse(line).msg === "request completed")
) {
  fail(`no JSON request log in production:\n${output}`);
}
say("the shop serves its pages and search, logging JSON lines");
server.kill("SIGTERM");
const code = await exited;
if (code !== 0) fail(`SIGTERM: exit ${code}\n${output}`);
say("SIGTERM stops it cleanly (exit 0)");
say("every step of the Dockerfile ran, and the image served the shop");
