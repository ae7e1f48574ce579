import { DEFAULT_SHOP_NAME } from "../core/constants.ts";
import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { isIP } from "node:net";
import { z } from "zod";
import {
  DEFAULT_LEAD_TIME,
  DEFAULT_STOCK_POLICY,
  parseLeadTime,
  type LeadTime,
  type StockPolicy,
} from "../core/availability.ts";
import { DEFAULT_MIN_EFFICACY, EXPIRY_WARNING_DAYS } from "../core/grower/rebate-projects.ts";
import { DEFAULT_REMINDER_DAYS_BEFORE } from "../core/billing-contacts.ts";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** The pairs of variables that configure a sign-in provider: both set, or neither (docs/decisions/0101). */
const SOCIAL_PAIRS = [
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["APPLE_CLIENT_ID", "APPLE_CLIENT_SECRET"],
] as const;

/** The payment provider's three keys: all set (online payment on), or none (orders wait for a payment link). */
const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** Stripe.js, the script of the provider's payment form (the version @stripe/stripe-js loads). */
export const STRIPE_JS_DEFAULT_URL = "https://js.stripe.com/endive/stripe.js";

const leadTime = z
  .string()
  .optional()
  .transform((v, ctx): LeadTime => {
    if (v === undefined || v.trim() === "") return DEFAULT_LEAD_TIME;
    const parsed = parseLeadTime(v);
    if (parsed) return parsed;
    ctx.addIssue({ code: "custom", message: "business days as N or N-M (3-5)" });
    return z.NEVER;
  });

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0) return false;
  if (bits === undefined) return isIP(address) !== 0 || PROXY_NAMES.has(address);
  const max = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max && max > 0;
}

/**
 * Which X-Forwarded-For hops to believe: none (unset, the default, or 'false'), the nearest N proxies
 * (a hop count), or the listed proxy addresses and CIDR ranges. Fastify's `trustProxy` takes all three.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || v === "" || v === "false") return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(",").map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: "custom",
      message: "use a hop count (1) or proxy addresses and CIDR ranges (10.0.0.1,10.1.0.0/16)",
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    /**
     * How the shop runs: 'production' on a deployment (the built server only, migrations as their own
     * step, PUBLIC_URL required, JSON logs); unset ('development') on a developer's machine
     * (docs/operations.md). server/production-mode.ts keeps the operator's word apart from the NODE_ENV
     * that libraries read.
     */
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().default("./data"),
    /** The shop's public origin; required in production, else the address the server listens on. */
    PUBLIC_URL: optionalUrl,
    FEED_ILUMINAR_URL: optionalUrl,
    FEED_SPD_URL: optionalUrl,
    FEED_HYDROFARM_URL: optionalUrl,
    FEED_REFRESH_MINUTES: z.coerce.number().min(0).default(0),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Canopy <sales@canopy.example>"),
    /** The shop's one name, wherever it is shown: page titles, the header and footer, mails and PDFs. */
    SHOP_NAME: z.string().trim().min(1).max(60).default(DEFAULT_SHOP_NAME),
    /** The shop's pages on social networks, linked in the header and footer; each hidden while unset. */
    /** "on" shows buyers which supplier's feed a product comes from (same-spec alternatives); internal otherwise. */
    SHOW_SUPPLIER_NAMES: z.enum(["on", "off"]).default("off"),
    SOCIAL_FACEBOOK_URL: optionalUrl,
    SOCIAL_INSTAGRAM_URL: optionalUrl,
    SOCIAL_LINKEDIN_URL: optionalUrl,
    SOCIAL_YOUTUBE_URL: optionalUrl,
    SALES_EMAIL: z.string().default("sales@canopy.example"),
    SALES_PHONE: z.string().default("+1 (555) 010-0199"),
    COMPANY_ADDRESS: z
      .string()
      .default("Canopy Horticultural Supply, 1200 Greenhouse Way, Sacramento, CA 95811"),
    /** How to pay an invoice, printed on it: bank transfer details, and where cheques are mailed. */
    REMIT_BANK_TRANSFER: z
      .string()
      .default(
        "ACH or wire to Canopy Horticultural Supply, First Valley Bank, routing 121000358, account 4471029301",
      ),
    REMIT_CHEQUE_ADDRESS: z
      .string()
      .default("Canopy Horticultural Supply, Accounts Receivable, 1200 Greenhouse Way, Sacramento, CA 95811"),
    /** How many days before an invoice's due day its payment reminder goes out; 0 sends none before (ADR 0250). */
    INVOICE_REMINDER_DAYS_BEFORE: z.coerce
      .number()
      .int()
      .min(0)
      .max(30)
      .default(DEFAULT_REMINDER_DAYS_BEFORE),
    /** Per-IP budget for each kind of form submission (quotes, orders, contact, rebate, newsletter). */
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Per-IP budget for reads (pages and API GETs); 0 turns it off (benchmarks). */
    RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
    /** Requests one API key may make per minute (counted in the database, across instances). */
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Customer confirmation mails one address may receive per hour; beyond it only sales is told. */
    CONFIRMATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** A feed that would discontinue more than this share of a supplier's listed products is refused. */
    IMPORT_MAX_DISCONTINUE_PERCENT: z.coerce.number().min(0).max(100).default(10),
    /** The photosynthetic efficacy (µmol/J) a rebate project's proposed fixture needs to be eligible (ADR 0190). */
    REBATE_MIN_EFFICACY: z.coerce.number().min(0).max(10).default(DEFAULT_MIN_EFFICACY),
    /** How many days before a rebate pre-approval expires its buyer is reminded and the desk flags it (ADR 0330). */
    REBATE_EXPIRY_REMINDER_DAYS: z.coerce.number().int().min(1).max(90).default(EXPIRY_WARNING_DAYS),
    TRUST_PROXY: trustProxy,
    /** Feed quantities above this read "N+" (docs/decisions/0170). */
    STOCK_SHOWN_UP_TO: z.coerce.number().int().min(1).default(DEFAULT_STOCK_POLICY.shownUpTo),
    /** Feed quantities at or below this (and above 0) read Low stock. */
    STOCK_LOW_AT: z.coerce.number().int().min(0).default(DEFAULT_STOCK_POLICY.lowAt),
    /** Each supplier's lead time in business days ("3-5" or "4"): backorders and feeds without quantity. */
    LEAD_TIME_ILUMINAR: leadTime,
    LEAD_TIME_SPD: leadTime,
    LEAD_TIME_HYDROFARM: leadTime,
    /** Memory for rendered anonymous pages (docs/decisions/0037-rendered-page-cache.md); 0 turns the cache off. */
    PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
    /** On SIGTERM/SIGINT, how long in-flight requests may take to finish before their connections close. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(10),
    /**
     * 'on' lets browser tests move the server's clock forward (POST /__test/clock on loopback); honoured
     * only when HOST is a loopback address (server/clock.ts, ADR 0100). Never set it in production.
     */
    CLOCK_CONTROL: z.enum(["on", "off"]).default("off"),
    /**
     * 'on' lets webhook endpoints be http:// addresses on this machine or a private network: a local
     * receiver in tests. Refused in production; off, only public https addresses are accepted and reached.
     */
    WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(["on", "off"]).default("off"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** 'Use Google' on /login: an OAuth client of Google Cloud (redirect URI PUBLIC_URL/auth/callback/google). */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /** 'Use Apple' on /login: a Services ID and its client-secret JWT (redirect URI PUBLIC_URL/auth/callback/apple). */
    APPLE_CLIENT_ID: optionalText,
    APPLE_CLIENT_SECRET: optionalText,
    /** The app's bundle id, when Apple sign-in also comes from a native app (its ID tokens' audience). */
    APPLE_APP_BUNDLE_IDENTIFIER: optionalText,
    /** Where Prometheus reads GET /metrics: a port of its own, never the public one; unset serves none. */
    METRICS_PORT: optionalText.pipe(
      z.string().regex(/^\d+$/, "a port number").transform(Number).pipe(z.number().max(65535)).optional(),
    ),
    /** The address the metrics port listens on: loopback unless a scraper elsewhere needs it. */
    METRICS_HOST: z.string().default("127.0.0.1"),
    /** Card and bank payments through Stripe (docs/decisions/0120): the secret key (sk_test_… or sk_live_…). */
    STRIPE_SECRET_KEY: optionalText,
    /** The browser's key (pk_test_… or pk_live_…) for Stripe's payment form. */
    STRIPE_PUBLISHABLE_KEY: optionalText,
    /** The signing secret (whsec_…) of the webhook endpoint PUBLIC_URL/api/payments/webhook. */
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Another address for Stripe's API: a local stand-in in tests. Unset is Stripe's own. */
    STRIPE_API_URL: optionalUrl,
    /** Where the browser loads Stripe.js from: a local stand-in in tests. */
    STRIPE_JS_URL: z.url().default(STRIPE_JS_DEFAULT_URL),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "required in production: the shop's public origin (https://shop.example.com)",
      });
    }
    if (env.NODE_ENV === "production" && env.WEBHOOK_ALLOW_PRIVATE_URLS === "on") {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOK_ALLOW_PRIVATE_URLS"],
        message: "never in production: webhooks would reach this machine and its network",
      });
    }
    for (const [id, secret] of SOCIAL_PAIRS) {
      if ((env[id] === undefined) === (env[secret] === undefined)) continue;
      const missing = env[id] === undefined ? id : secret;
      ctx.addIssue({ code: "custom", path: [missing], message: `set ${id} and ${secret} together` });
    }
    const stripeSet = STRIPE_KEYS.filter((name) => env[name] !== undefined);
    if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
      for (const name of STRIPE_KEYS.filter((n) => env[n] === undefined)) {
        ctx.addIssue({ code: "custom", path: [name], message: `set ${STRIPE_KEYS.join(", ")} together` });
      }
    }
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? listenOrigin(env.HOST, env.PORT) }));

export type Env = z.infer<typeof envSchema>;

/** What buyers are told of stock and lead times (core/availability.ts). */
export function stockPolicyOf(env: Env): StockPolicy {
  return {
    shownUpTo: env.STOCK_SHOWN_UP_TO,
    lowAt: env.STOCK_LOW_AT,
    leadTimes: {
      iluminar: env.LEAD_TIME_ILUMINAR,
      spd: env.LEAD_TIME_SPD,
      hydrofarm: env.LEAD_TIME_HYDROFARM,
    },
  };
}

/**
 * The origin of the address the server listens on, PUBLIC_URL's default outside production
 * ("http://localhost:3000" for the wildcard hosts). Port 0 is chosen at listen time (server/main.ts).
 */
export function listenOrigin(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Whether PUBLIC_URL is the default for a port the server has yet to choose (PORT=0). */
export function publicUrlAwaitsPort(env: Env): boolean {
  return env.PORT === 0 && env.PUBLIC_URL === listenOrigin(env.HOST, 0);
}

export class InvalidEnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidEnvironmentError";
  }
}

/** Parses the process environment once; a bad value stops the process with a readable message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new InvalidEnvironmentError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/**
 * A command's configuration: the variables of `.env` in `dir` when that file exists (real environment
 * variables win over it), then validated. A bad value ends the process with one message naming it.
 */
export function readEnvOrExit(dir = process.cwd(), source: NodeJS.ProcessEnv = process.env): Env {
  const file = `${dir}/.env`;
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  try {
    return loadEnv({ ...fromFile, ...source });
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Stripe's settings when all three keys are set; null keeps online payment off. */
export function stripeSettings(env: Env) {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = env;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !publishableKey || !webhookSecret) return null;
  return { secretKey, publishableKey, webhookSecret, apiUrl: env.STRIPE_API_URL };
}

/** The subset of configuration the browser may see. */
export function publicEnv(env: Env) {
  return {
    shopName: env.SHOP_NAME,
    showSupplierNames: env.SHOW_SUPPLIER_NAMES === "on",
    /** Only the networks configured, in this order. */
    socialLinks: (
      [
        ["facebook", env.SOCIAL_FACEBOOK_URL],
        ["instagram", env.SOCIAL_INSTAGRAM_URL],
        ["linkedin", env.SOCIAL_LINKEDIN_URL],
        ["youtube", env.SOCIAL_YOUTUBE_URL],
      ] as const
    ).flatMap(([network, href]) => (href ? [{ network, href }] : [])),
    salesPhone: env.SALES_PHONE,
    salesEmail: env.SALES_EMAIL,
    companyAddress: env.COMPANY_ADDRESS,
    /** The payment form's browser key and script, when online payment is on. */
    payments: env.STRIPE_PUBLISHABLE_KEY
      ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY, scriptUrl: env.STRIPE_JS_URL }
      : null,
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
