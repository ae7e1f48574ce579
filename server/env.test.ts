import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadEnv, readEnvOrExit } from "./env.ts";

describe("configuration from .env", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "canopy-env-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("takes the variables of .env, quoted values included; a real environment variable wins", () => {
    writeFileSync(
      join(dir, ".env"),
      'DATA_DIR=./elsewhere\nPORT=4100\nMAIL_FROM="Canopy <sales@canopy.example>"\n# SMTP_URL=smtp://x\n',
    );
    const env = readEnvOrExit(dir, { PORT: "4200" });
    expect(env).toMatchObject({
      DATA_DIR: "./elsewhere",
      PORT: 4200,
      MAIL_FROM: "Canopy <sales@canopy.example>",
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("gives the defaults from a copy of .env.example, as the README and the file itself promise", () => {
    copyFileSync(new URL("../.env.example", import.meta.url), join(dir, ".env"));
    expect(readEnvOrExit(dir, {})).toEqual(loadEnv({}));
  });

  it("works without a .env file", () => {
    expect(readEnvOrExit(dir, {}).PORT).toBe(3000);
  });

  it("names the variable whose value is malformed", () => {
    expect(() => loadEnv({ PORT: "three thousand" })).toThrow(/Invalid environment:\n {2}PORT: /);
  });
});

describe("PUBLIC_URL", () => {
  it("is required in production, where a wrong origin would go out in every mail", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(
      "PUBLIC_URL: required in production: the shop's public origin (https://shop.example.com)",
    );
    expect(loadEnv({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" }).PUBLIC_URL).toBe(
      "https://shop.example.com",
    );
  });

  it("defaults elsewhere to the address the server listens on", () => {
    expect(loadEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(loadEnv({ PORT: "4100", HOST: "127.0.0.1" }).PUBLIC_URL).toBe("http://127.0.0.1:4100");
    expect(loadEnv({ PORT: "4100", HOST: "::1" }).PUBLIC_URL).toBe("http://[::1]:4100");
  });

  it("refuses what is not a URL", () => {
    expect(() => loadEnv({ PUBLIC_URL: "shop.example.com" })).toThrow(/PUBLIC_URL: /);
  });
});

describe("METRICS_PORT", () => {
  it("is off unless set, and a port number when set", () => {
    expect(loadEnv({}).METRICS_PORT).toBeUndefined();
    expect(loadEnv({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(() => loadEnv({ METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT: /);
  });
});
