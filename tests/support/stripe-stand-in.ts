import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the Stripe HTTP endpoints the shop uses (tests only; our machines reach no payment
 * provider). The shop talks to it through the real `stripe` SDK (host, port and protocol pointed here),
 * and the browser through tests/support/stripe-js-stand-in.js, which it also serves. It keeps
 * PaymentIntents, PaymentMethods, refunds, customers and SetupIntents in memory, honours Idempotency-Key
 * as Stripe does (same key and parameters → the first answer; other parameters → an error), and signs
 * the events it sends with the SDK's own test-header helper.
 *
 * Test cards, as Stripe's test mode reads them: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
 * 4000 0025 0000 3155 asks for 3-D Secure. Bank account 000123456789 (routing 110000000) debits over days.
 */

type Json = Record<string, unknown>;
type Form = Record<string, unknown>;

export const STAND_IN_SECRET_KEY = "sk_test_standin";
export const STAND_IN_PUBLISHABLE_KEY = "pk_test_standin";
export const STAND_IN_WEBHOOK_SECRET = "whsec_standin";

const DECLINED = "4000000000000002";
const THREE_D_SECURE = "4000002500003155";

/** Form fields as Stripe's clients send them (`a[b][0]=x`), into objects and arrays. */
function parseForm(text: string): Form {
  const out: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = out;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const key = segment === "" ? String(Object.keys(node).length) : segment;
      if (last) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

/** `{0: a, 1: b}` from the form as an array. */
const list = (value: unknown): string[] =>
  value && typeof value === "object" ? Object.values(value as Record<string, string>) : [];

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

interface Intent extends Json {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  amount_capturable: number;
  capture_method: string;
  client_secret: string;
  payment_method: string | null;
  latest_charge: string | null;
  metadata: Record<string, string>;
  last_payment_error: Json | null;
  payment_method_options: Json;
}

export interface StandInOptions {
  /** Where the stand-in sends the events it makes (the shop's /api/payments/webhook); unset keeps them. */
  webhookUrl?: string;
  port?: number;
}

export async function startStripeStandIn(options: StandInOptions = {}) {
  const intents = new Map<string, Intent>();
  const methods = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const setups = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const idempotent = new Map<string, { params: string; status: number; body: Json }>();
  const events: Json[] = [];
  /** Every request the stand-in answered: method, path and the key it came with. */
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  const control = { down: false, webhookUrl: options.webhookUrl };
  const stripe = new Stripe(STAND_IN_SECRET_KEY);

  function event(type: string, object: Json): Json {
    const made = {
      id: newId("evt"),
      object: "event",
      type,
      created: now(),
      livemode: false,
      api_version: Stripe.API_VERSION,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    };
    events.push(made);
    if (control.webhookUrl) void deliver(made, control.webhookUrl).catch(() => undefined);
    return made;
  }

  /** The event signed as Stripe signs it (the SDK's test-header helper), with its body. */
  function signed(made: Json, secret = STAND_IN_WEBHOOK_SECRET) {
    const payload = JSON.stringify(made);
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  async function deliver(made: Json, url: string) {
    const { payload, signature } = signed(made);
    return fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
      body: payload,
    });
  }

  function expanded(intent: Intent, expand: string[]): Json {
    const out: Json = { ...intent };
    if (expand.includes("payment_method") && intent.payment_method)
      out.payment_method = methods.get(intent.payment_method);
    if (expand.includes("latest_charge") && intent.latest_charge)
      out.latest_charge = charges.get(intent.latest_charge);
    return out;
  }

  function charge(intent: Intent, captured: boolean): string {
    const method = intent.payment_method ? methods.get(intent.payment_method) : undefined;
    const card = method?.card as Json | undefined;
    const id = newId("ch");
    charges.set(id, {
      id,
      object: "charge",
      amount: intent.amount,
      amount_captured: captured ? intent.amount : 0,
      amount_refunded: 0,
      captured,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      payment_method_details: card
        ? { type: "card", card: { ...card, capture_before: captured ? undefined : now() + 7 * 86_400 } }
        : { type: "us_bank_account", us_bank_account: method?.us_bank_account },
    });
    return id;
  }

  function fail(
    status: number,
    type: string,
    message: string,
    extra: Json = {},
  ): { status: number; body: Json } {
    return { status, body: { error: { type, message, ...extra } } };
  }

  /** Confirms an intent with its attached method, as the card or account decides. */
  function confirm(intent: Intent, returnUrl: string | undefined, baseUrl: string) {
    const method = intent.payment_method ? methods.get(intent.payment_method) : undefined;
    if (!method) return fail(400, "invalid_request_error", "A payment method is required.");
    const number = (method.card as Json | undefined)?.number_for_tests as string | undefined;
    if (number === DECLINED) {
      intent.status = "requires_payment_method";
      intent.last_payment_error = {
        type: "card_error",
        code: "card_declined",
        message: "Your card was declined.",
      };
      intent.payment_method = null;
      event("payment_intent.payment_failed", intent);
      return fail(402, "card_error", "Your card was declined.", {
        code: "card_declined",
        payment_intent: intent,
      });
    }
    intent.last_payment_error = null;
    if (number === THREE_D_SECURE && !intent.authenticated) {
      intent.status = "requires_action";
      intent.next_action = {
        type: "redirect_to_url",
        redirect_to_url: {
          url: `${baseUrl}/3ds/${intent.id}?return_url=${encodeURIComponent(returnUrl ?? "")}`,
          return_url: returnUrl,
        },
      };
      event("payment_intent.requires_action", intent);
      return { status: 200, body: intent as Json };
    }
    finishConfirmation(intent);
    return { status: 200, body: intent as Json };
  }

  function finishConfirmation(intent: Intent) {
    delete intent.next_action;
    const method = methods.get(intent.payment_method!);
    if (method?.type === "us_bank_account") {
      intent.status = "processing";
      event("payment_intent.processing", intent);
      return;
    }
    const manual = (intent.payment_method_options.card as Json | undefined)?.capture_method === "manual";
    intent.latest_charge = charge(intent, !manual);
    if (manual) {
      intent.status = "requires_capture";
      intent.amount_capturable = intent.amount;
      event("payment_intent.amount_capturable_updated", intent);
    } else {
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      event("payment_intent.succeeded", intent);
    }
  }

  function capture(intent: Intent) {
    if (intent.status !== "requires_capture") {
      return fail(
        400,
        "invalid_request_error",
        "This PaymentIntent could not be captured because it has a status of " + intent.status + ".",
        { code: "payment_intent_unexpected_state" },
      );
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.amount_capturable = 0;
    const c = charges.get(intent.latest_charge!)!;
    c.captured = true;
    c.amount_captured = intent.amount;
    event("payment_intent.succeeded", intent);
    return { status: 200, body: intent as Json };
  }

  function refund(form: Form) {
    const intent = intents.get(String(form.payment_intent));
    if (!intent || intent.status !== "succeeded")
      return fail(400, "invalid_request_error", "This payment has nothing to refund.");
    const c = charges.get(intent.latest_charge!)!;
    const amount = form.amount ? Number(form.amount) : intent.amount_received - Number(c.amount_refunded);
    if (amount > intent.amount_received - Number(c.amount_refunded)) {
      return fail(400, "invalid_request_error", "Refund amount is greater than unrefunded amount on charge.");
    }
    const id = newId("re");
    const made = {
      id,
      object: "refund",
      amount,
      status: "succeeded",
      payment_intent: intent.id,
      charge: c.id,
      metadata: form.metadata ?? {},
    };
    refunds.set(id, made);
    c.amount_refunded = Number(c.amount_refunded) + amount;
    event("charge.refunded", c);
    event("refund.created", made);
    return { status: 200, body: made };
  }

  function createMethod(form: Form) {
    const id = newId("pm");
    const card = form.card as Form | undefined;
    if (card) {
      const number = String(card.number ?? "").replace(/\D/g, "");
      if (!/^\d{16}$/.test(number)) return fail(400, "card_error", "Your card number is incomplete.");
      const brand = number.startsWith("4") ? "visa" : number.startsWith("5") ? "mastercard" : "unknown";
      // The stand-in keeps the number to play the test cards' parts; Stripe keeps it too. The shop never sees it.
      methods.set(id, {
        id,
        object: "payment_method",
        type: "card",
        customer: null,
        card: {
          brand,
          last4: number.slice(-4),
          exp_month: Number(card.exp_month),
          exp_year: Number(card.exp_year),
          number_for_tests: number,
        },
      });
    } else {
      const bank = form.us_bank_account as Form | undefined;
      const account = String(bank?.account_number ?? "");
      if (!/^\d{4,17}$/.test(account))
        return fail(400, "invalid_request_error", "The account number is invalid.");
      methods.set(id, {
        id,
        object: "payment_method",
        type: "us_bank_account",
        customer: null,
        us_bank_account: {
          bank_name: "STRIPE TEST BANK",
          last4: account.slice(-4),
          routing_number: bank?.routing_number,
        },
      });
    }
    return { status: 200, body: publicMethod(methods.get(id)!) };
  }

  /** What the API answers about a method: never the number (test cards included). */
  function publicMethod(method: Json): Json {
    const card = method.card as Json | undefined;
    if (!card) return method;
    const { number_for_tests: _, ...shown } = card;
    return { ...method, card: shown };
  }

  function route(
    method: string,
    path: string,
    form: Form,
    secret: boolean,
    clientSecret: string | undefined,
    baseUrl: string,
  ): { status: number; body: Json } {
    const expand = list(form.expand);
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/payment_intents" && secret) {
      const id = newId("pi");
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(form.amount),
        amount_received: 0,
        amount_capturable: 0,
        currency: String(form.currency),
        status: "requires_payment_method",
        capture_method: "automatic",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        payment_method: null,
        latest_charge: null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        description: form.description ?? null,
        allowed_payment_method_types: list(form.allowed_payment_method_types),
        payment_method_options: (form.payment_method_options as Json) ?? {},
        customer: form.customer ?? null,
        last_payment_error: null,
        created: now(),
      };
      intents.set(id, intent);
      event("payment_intent.created", intent);
      return { status: 200, body: expanded(intent, expand) };
    }
    if ((m = /^\/v1\/payment_intents\/(pi_\w+?)(?:\/(capture|cancel|confirm))?$/.exec(path))) {
      const intent = intents.get(m[1]);
      if (!intent)
        return fail(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, {
          code: "resource_missing",
        });
      const mayRead =
        secret || clientSecret === intent.client_secret || form.client_secret === intent.client_secret;
      if (!mayRead) return fail(401, "invalid_request_error", "The client secret does not match.");
      if (method === "GET" && !m[2]) return { status: 200, body: expanded(intent, expand) };
      if (m[2] === "capture" && secret) {
        const done = capture(intent);
        return done.status === 200 ? { status: 200, body: expanded(intent, expand) } : done;
      }
      if (m[2] === "cancel" && secret) {
        if (["succeeded", "canceled", "processing"].includes(intent.status)) {
          return fail(
            400,
            "invalid_request_error",
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            { code: "payment_intent_unexpected_state" },
          );
        }
        intent.status = "canceled";
        event("payment_intent.canceled", intent);
        return { status: 200, body: expanded(intent, expand) };
      }
      if (m[2] === "confirm") {
        if (!["requires_payment_method", "requires_confirmation"].includes(intent.status)) {
          return fail(400, "invalid_request_error", `This PaymentIntent's status is ${intent.status}.`, {
            code: "payment_intent_unexpected_state",
          });
        }
        intent.payment_method = String(form.payment_method ?? "") || null;
        return confirm(intent, form.return_url as string | undefined, baseUrl);
      }
    }
    if (method === "POST" && path === "/v1/payment_methods") return createMethod(form);
    if ((m = /^\/v1\/payment_methods\/(pm_\w+?)(\/detach)?$/.exec(path)) && secret) {
      const found = methods.get(m[1]);
      if (!found)
        return fail(404, "invalid_request_error", `No such PaymentMethod: '${m[1]}'`, {
          code: "resource_missing",
        });
      if (m[2]) found.customer = null;
      return { status: 200, body: publicMethod(found) };
    }
    if (method === "POST" && path === "/v1/refunds" && secret) return refund(form);
    if (method === "POST" && path === "/v1/customers" && secret) {
      const id = newId("cus");
      customers.set(id, { id, object: "customer", email: form.email, name: form.name });
      return { status: 200, body: customers.get(id)! };
    }
    if (method === "POST" && path === "/v1/setup_intents" && secret) {
      const id = newId("seti");
      const setup = {
        id,
        object: "setup_intent",
        status: "requires_payment_method",
        customer: form.customer,
        payment_method: null,
        allowed_payment_method_types: list(form.allowed_payment_method_types),
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
      };
      setups.set(id, setup);
      return { status: 200, body: setup };
    }
    if ((m = /^\/v1\/setup_intents\/(seti_\w+?)(\/confirm)?$/.exec(path))) {
      const setup = setups.get(m[1]);
      if (!setup)
        return fail(404, "invalid_request_error", `No such setupintent: '${m[1]}'`, {
          code: "resource_missing",
        });
      if (!secret && form.client_secret !== setup.client_secret && clientSecret !== setup.client_secret) {
        return fail(401, "invalid_request_error", "The client secret does not match.");
      }
      if (m[2]) {
        const pm = methods.get(String(form.payment_method));
        if (!pm) return fail(400, "invalid_request_error", "A payment method is required.");
        pm.customer = setup.customer;
        setup.payment_method = pm.id;
        setup.status = "succeeded";
        event("setup_intent.succeeded", setup);
      }
      return { status: 200, body: setup };
    }
    return fail(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  function threeDSecurePage(intentId: string, returnUrl: string) {
    return `<!doctype html><html><head><title>3-D Secure test page</title></head><body>
<h1>3-D Secure (test)</h1><p>Authenticate this test payment?</p>
<form method="post" action="/3ds/${intentId}/complete"><input type="hidden" name="return_url" value="${returnUrl.replace(/"/g, "&quot;")}">
<button name="outcome" value="succeed">Complete authentication</button> <button name="outcome" value="fail">Fail authentication</button></form></body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const baseUrl = `http://${req.headers.host}`;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bodyText = Buffer.concat(chunks).toString("utf8");
    res.setHeader("access-control-allow-origin", "*");
    res.setHeader("access-control-allow-headers", "authorization, content-type");
    if (req.method === "OPTIONS") return res.writeHead(204).end();
    if (url.pathname === "/v3/stripe.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      return res.end(readFileSync(new URL("./stripe-js-stand-in.js", import.meta.url)));
    }
    if (url.pathname === "/elements/payment") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(readFileSync(new URL("./stripe-element-stand-in.html", import.meta.url)));
    }
    let m: RegExpExecArray | null;
    if ((m = /^\/3ds\/(pi_\w+)$/.exec(url.pathname))) {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(threeDSecurePage(m[1], url.searchParams.get("return_url") ?? ""));
    }
    if ((m = /^\/3ds\/(pi_\w+)\/complete$/.exec(url.pathname)) && req.method === "POST") {
      const form = parseForm(bodyText);
      const intent = intents.get(m[1])!;
      const back = new URL(String(form.return_url));
      if (form.outcome === "succeed") {
        intent.authenticated = true;
        finishConfirmation(intent);
      } else {
        intent.status = "requires_payment_method";
        intent.last_payment_error = {
          type: "card_error",
          code: "payment_intent_authentication_failure",
          message: "We are unable to authenticate your payment method.",
        };
        intent.payment_method = null;
        event("payment_intent.payment_failed", intent);
      }
      back.searchParams.set("payment_intent", intent.id);
      back.searchParams.set("payment_intent_client_secret", intent.client_secret);
      back.searchParams.set("redirect_status", form.outcome === "succeed" ? "succeeded" : "failed");
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }
    if (control.down) {
      // A provider that is down: the connection drops without an answer.
      res.destroy();
      return;
    }
    const auth = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const secret = auth === STAND_IN_SECRET_KEY;
    if (!secret && auth !== STAND_IN_PUBLISHABLE_KEY) {
      res.writeHead(401, { "content-type": "application/json" });
      return res.end(
        JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }),
      );
    }
    const form = parseForm(req.method === "GET" ? url.search.slice(1) : bodyText);
    const key = req.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" ? key : null;
    requests.push({ method: req.method ?? "", path: url.pathname, idempotencyKey });
    let answer: { status: number; body: Json };
    const remembered = idempotencyKey ? idempotent.get(`${url.pathname}\n${idempotencyKey}`) : undefined;
    if (remembered && remembered.params !== bodyText) {
      answer = fail(
        400,
        "idempotency_error",
        "Keys for idempotent requests can only be used with the same parameters they were first used with.",
      );
    } else if (remembered) {
      answer = { status: remembered.status, body: remembered.body };
    } else {
      answer = route(
        req.method ?? "GET",
        url.pathname,
        form,
        secret,
        url.searchParams.get("client_secret") ?? undefined,
        baseUrl,
      );
      if (idempotencyKey && req.method === "POST") {
        idempotent.set(`${url.pathname}\n${idempotencyKey}`, {
          params: bodyText,
          ...structuredClone(answer),
        });
      }
    }
    res.writeHead(answer.status, { "content-type": "application/json", "request-id": newId("req") });
    res.end(JSON.stringify(answer.body));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** The shop's configuration for this stand-in. */
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: url,
      STRIPE_JS_URL: `${url}/v3/stripe.js`,
    },
    intents,
    events,
    requests,
    /** The provider stops answering (every API call hangs until the client gives up), or answers again. */
    setDown(down: boolean) {
      control.down = down;
    },
    setWebhookUrl(webhookUrl: string | undefined) {
      control.webhookUrl = webhookUrl;
    },
    signed,
    /** What the browser's Stripe.js does: a payment method from a test card, and a confirmation. */
    async payWithCard(intentId: string, number = "4242424242424242") {
      const pm = createMethod({ card: { number, exp_month: "12", exp_year: "2039", cvc: "123" } });
      const intent = intents.get(intentId)!;
      intent.payment_method = String((pm.body as Json).id);
      return confirm(intent, undefined, url);
    },
    /** The same with a US bank account: the debit is processing until `settle`. */
    async payWithBank(intentId: string) {
      const pm = createMethod({
        us_bank_account: { account_number: "000123456789", routing_number: "110000000" },
      });
      const intent = intents.get(intentId)!;
      intent.payment_method = String((pm.body as Json).id);
      return confirm(intent, undefined, url);
    },
    /** What the browser's Stripe.js does to save a method: a payment method, and the setup confirmed with it. */
    saveMethod(setupId: string, method: "card" | "bank" = "card") {
      const pm =
        method === "card"
          ? createMethod({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2039" } })
          : createMethod({
              us_bank_account: { account_number: "000123456789", routing_number: "110000000" },
            });
      const setup = setups.get(setupId)!;
      const found = methods.get(String((pm.body as Json).id))!;
      found.customer = setup.customer;
      setup.payment_method = found.id;
      setup.status = "succeeded";
      return String(found.id);
    },
    /** A PaymentMethod as the stand-in keeps it (its customer shows whether it is detached). */
    method: (id: string) => methods.get(id),
    /** A processing bank debit settles (succeeded), or fails. */
    settle(intentId: string, outcome: "succeeded" | "failed" = "succeeded") {
      const intent = intents.get(intentId)!;
      if (outcome === "failed") {
        intent.status = "requires_payment_method";
        intent.last_payment_error = {
          type: "invalid_request_error",
          message: "The customer's bank account could not be debited.",
        };
        return event("payment_intent.payment_failed", intent);
      }
      intent.latest_charge = charge(intent, true);
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      return event("payment_intent.succeeded", intent);
    },
    /** The PaymentIntent created with this idempotency key (the order number). */
    intentFor(idempotencyKeyOrOrder: string) {
      return [...intents.values()].filter((i) => i.metadata.payment_key === idempotencyKeyOrOrder);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
