import { randomBytes } from "node:crypto";
import { APIError } from "better-auth/api";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { accounts, passwordLinkRequests, sessions, users, verifications } from "../db/schema/identity.ts";
import type { Env } from "../env.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { createEmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { countHit } from "../rate-counters.ts";
import { serverSecret } from "../sales/server-secret.ts";
import type { StaffRole, StaffViewer, Viewer } from "../../core/viewer.ts";
import { passwordProblem } from "../../core/account-forms.ts";
import { CURRENT_PASSWORD_WRONG_MESSAGE } from "../../core/account-settings.ts";
import { createAuth, PASSWORD_LINK_SECONDS, type Auth } from "./auth.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { resolveViewer } from "./resolve-viewer.ts";
import { createShopAs, type ShopAsTarget } from "./shop-as.ts";
import { readCookie, sessionCookieName, verifiedSessionToken } from "./session-cookie.ts";
import { signInThrottle } from "./sign-in-throttle.ts";
import { configuredProviders, socialProvidersFrom } from "./social-providers.ts";
import type { SocialProviderId } from "../../core/social-sign-in.ts";

export type PasswordLinkPurpose = "activate" | "invite" | "reset";

/** What the request said about itself, for the calls that set or read the session cookie. */
export interface RequestFacts {
  /** The Cookie header as sent. */
  cookie?: string;
  /** The client address the shop trusts (TRUST_PROXY), stored with the session. */
  ip: string;
  userAgent?: string;
}

export type SignInResult =
  | { ok: true; kind: "staff" | "buyer" | null; userId: string | null; setCookies: string[] }
  | { ok: false; reason: "invalid" | "throttled" };

/** Password-reset mails one address may be sent per hour; beyond it requests are answered alike but send nothing. */
const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

function authHeaders(facts: RequestFacts): Headers {
  const headers = new Headers({ "x-canopy-client-ip": facts.ip });
  if (facts.cookie) headers.set("cookie", facts.cookie);
  if (facts.userAgent) headers.set("user-agent", facts.userAgent);
  return headers;
}

/**
 * Users, passwords and sessions (docs/decisions/0071). better-auth signs in, out and resets; the shop
 * adds what it lacks: accounts made by staff and by approvals, password links for activation and
 * invitations, throttling shared by instances, and a one-query viewer lookup.
 */
export function createAccountsService(database: Database, env: Env, now: () => Date = () => new Date()) {
  const { db } = database;
  const publicUrl = env.PUBLIC_URL.replace(/\/$/, "");
  const cookieName = sessionCookieName(publicUrl);
  const secret = serverSecret(db, "auth");
  const email = createEmailService(env);
  const throttle = signInThrottle(db);
  const socialProviders = socialProvidersFrom(env);
  let auth: Promise<{ auth: Auth; secret: string }> | undefined;
  const ready = () => {
    auth ??= secret().then((key) => {
      const text = key.toString("hex");
      return {
        auth: createAuth({ db, secret: text, publicUrl, socialProviders, shopName: env.SHOP_NAME }),
        secret: text,
      };
    });
    return auth;
  };

  const shopAs = createShopAs(db, now);

  /** The verified session token of a Cookie header, or "" (which names no session). */
  async function presentedToken(cookieHeader: string | undefined): Promise<string> {
    const raw = readCookie(cookieHeader, cookieName);
    return (raw && verifiedSessionToken(raw, (await ready()).secret)) || "";
  }

  async function findUserByEmail(address: string) {
    const [user] = await db.select().from(users).where(eq(users.email, address.trim().toLowerCase()));
    return user;
  }

  /** Ends every password link of the user (their rows hold the user's id as their value). */
  async function endPasswordLinks(userId: string): Promise<void> {
    await db.delete(verifications).where(eq(verifications.value, userId));
  }

  /** A new password link ends the user's older ones: only the latest link sets a password. */
  async function passwordLink(userId: string, purpose: PasswordLinkPurpose): Promise<string> {
    const context = await (await ready()).auth.$context;
    await endPasswordLinks(userId);
    const token = randomBytes(32).toString("base64url");
    await context.internalAdapter.createVerificationValue({
      value: userId,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(Date.now() + PASSWORD_LINK_SECONDS * 1000),
    });
    const query = new URLSearchParams({ token, ...(purpose === "reset" ? {} : { purpose }) });
    return `${publicUrl}/reset-password?${query}`;
  }

  return {
    cookieName,

    /** The providers /login offers ('Use Google', 'Use Apple'): those the environment configures. */
    socialProviders: configuredProviders(socialProviders),

    /**
     * The provider's authorize URL for a sign-in that comes back to `callbackPath` (or to /login?error=
     * when it fails), and the cookie that
     * binds the answer to this browser (better-auth keeps the state and PKCE verifier in `verifications`).
     */
    async socialSignInStart(
      provider: SocialProviderId,
      callbackPath: string,
      facts: RequestFacts,
    ): Promise<{ url: string; setCookies: string[] }> {
      const { auth: instance } = await ready();
      const { headers, response } = await instance.api.signInSocial({
        body: {
          provider,
          callbackURL: callbackPath,
          disableRedirect: true,
        },
        headers: authHeaders(facts),
        returnHeaders: true,
      });
      if (!response.url) throw new ValidationError(`${provider} sign-in is not configured.`);
      return { url: response.url, setCookies: headers.getSetCookie() };
    },

    /** better-auth's own answer to a provider's callback (it sets the session cookie and redirects). */
    async handleAuthRequest(request: Request): Promise<Response> {
      return (await ready()).auth.handler(request);
    },

    /** The viewer of a request's Cookie header: null without a valid, unexpired session. */
    async viewerFromCookie(cookieHeader: string | undefined): Promise<Viewer> {
      const token = await presentedToken(cookieHeader);
      return token ? resolveViewer(db, token, now()) : null;
    },

    /**
     * Staff shopping as a buyer (ADR 0220), tied to the staff session the Cookie header presents: `start`
     * for sales and admin staff, `end` by the staff member whose session it is.
     */
    shopAs: {
      async start(staff: StaffViewer, cookieHeader: string | undefined, target: ShopAsTarget) {
        return shopAs.start(staff, await presentedToken(cookieHeader), target);
      },
      async end(staff: { userId: string; email: string }, cookieHeader: string | undefined) {
        await shopAs.end(staff, await presentedToken(cookieHeader));
      },
    },

    /** A user without a password yet (they set one through a password link). Throws ConflictError when the address is taken. */
    async createUser(input: { email: string; name: string }): Promise<{ id: string }> {
      const address = input.email.trim().toLowerCase();
      const [row] = await db
        .insert(users)
        .values({ id: crypto.randomUUID(), email: address, name: input.name.trim() })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) throw new ConflictError(`An account already uses ${address}.`);
      return row;
    },

    /** Sets (or replaces) a user's password; the strength rule applies. */
    async setPassword(userId: string, password: string): Promise<void> {
      const problem = passwordProblem(password);
      if (problem) throw new ValidationError(problem, { password: problem });
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(accounts)
          .set({ password: hash, updatedAt: new Date() })
          .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
          .returning({ id: accounts.id });
        if (updated.length > 0) return;
        await tx.insert(accounts).values({
          id: crypto.randomUUID(),
          userId,
          providerId: "credential",
          accountId: userId,
          password: hash,
        });
      });
    },

    /** Creates a staff member, or makes an existing user staff with this password and role. */
    async addStaff(input: { email: string; password: string; role: StaffRole; name?: string }) {
      const problem = passwordProblem(input.password);
      if (problem) throw new ValidationError(problem, { password: problem });
      const address = input.email.trim().toLowerCase();
      const name = input.name?.trim() || address.split("@")[0];
      const existing = await findUserByEmail(address);
      const id = existing?.id ?? (await this.createUser({ email: address, name })).id;
      await db.update(users).set({ staffRole: input.role, updatedAt: new Date() }).where(eq(users.id, id));
      await this.setPassword(id, input.password);
      return { id, created: !existing };
    },

    /** Absolute URL of /reset-password with a single-use token that expires in 24 hours; older links of the user end. */
    passwordLink,

    /** Ends every session of the user (sign-out everywhere; a removed buyer; a reset password). */
    async endSessions(userId: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /**
     * Email and password sign-in through better-auth, throttled per account and per address. A new
     * session (and token) every time; the session the request came with, if any, is ended.
     */
    async signIn(
      input: { email: string; password: string; rememberMe: boolean },
      facts: RequestFacts,
    ): Promise<SignInResult> {
      const address = input.email.trim().toLowerCase();
      if (await throttle.isThrottled(address, facts.ip)) return { ok: false, reason: "throttled" };
      const { auth: instance } = await ready();
      try {
        const { headers, response } = await instance.api.signInEmail({
          body: { email: address, password: input.password, rememberMe: input.rememberMe },
          headers: authHeaders(facts),
          returnHeaders: true,
        });
        await this.endPresentedSession(facts.cookie, response.token);
        const viewer = await resolveViewer(db, response.token, now());
        return {
          ok: true,
          kind: viewer?.kind ?? null,
          userId: viewer?.userId ?? null,
          setCookies: headers.getSetCookie(),
        };
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        await throttle.countFailure(address, facts.ip);
        return { ok: false, reason: "invalid" };
      }
    },

    /** Ends the session a Cookie header presents (unless it is `keep`). */
    async endPresentedSession(cookieHeader: string | undefined, keep?: string): Promise<void> {
      const token = await presentedToken(cookieHeader);
      if (token && token !== keep) await db.delete(sessions).where(eq(sessions.token, token));
    },

    /**
     * Account Information's password change: the current password must match (wrong guesses count
     * towards the sign-in throttle), the new one replaces it, and every other session of the user ends;
     * the session the request came with stays signed in.
     */
    async changePassword(
      userId: string,
      input: { currentPassword: string; newPassword: string },
      facts: RequestFacts,
    ): Promise<{ endedSessions: number }> {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!user) throw new NotFoundError("Account not found.");
      const wrong = () =>
        new ValidationError(CURRENT_PASSWORD_WRONG_MESSAGE, {
          currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE,
        });
      if (await throttle.isThrottled(user.email, facts.ip)) throw wrong();
      const [credential] = await db
        .select({ hash: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
      if (
        !credential?.hash ||
        !(await verifyPassword({ hash: credential.hash, password: input.currentPassword }))
      ) {
        await throttle.countFailure(user.email, facts.ip);
        throw wrong();
      }
      await this.setPassword(userId, input.newPassword);
      const raw = readCookie(facts.cookie, cookieName);
      const keep = raw ? verifiedSessionToken(raw, (await ready()).secret) : undefined;
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keep ? ne(sessions.token, keep) : undefined))
        .returning({ id: sessions.id });
      return { endedSessions: ended.length };
    },

    /** Ends the request's session; the Set-Cookie headers that clear the cookies in the browser. */
    async signOut(facts: RequestFacts): Promise<string[]> {
      await this.endPresentedSession(facts.cookie);
      const { auth: instance } = await ready();
      const context = await instance.$context;
      return Object.values(context.authCookies).map(
        (cookie) =>
          `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${cookie.attributes.secure ? "; Secure" : ""}`,
      );
    },

    /**
     * Records a forgot-password request for the password-link job, the same single insert for every
     * address: answering after it takes the same work whether or not an account uses the address.
     */
    async queuePasswordReset(address: string): Promise<void> {
      await db.insert(passwordLinkRequests).values({ email: address.trim().toLowerCase() });
    },

    /**
     * The password-link job's pass: takes up to `limit` queued requests (several instances share the
     * queue: each row goes to one of them) and mails each account its reset link. Returns how many it took.
     */
    async sendQueuedPasswordResets(limit = 20): Promise<number> {
      const taken = await db
        .delete(passwordLinkRequests)
        .where(
          inArray(
            passwordLinkRequests.id,
            sql`(select id from password_link_requests order by id limit ${limit} for update skip locked)`,
          ),
        )
        .returning({ email: passwordLinkRequests.email });
      for (const { email: address } of taken) await this.requestPasswordReset(address);
      return taken.length;
    },

    /**
     * Mails a reset link to the address when an account uses it (at most 3 an hour per address); the
     * caller answers alike either way, so nobody learns which addresses have accounts.
     */
    async requestPasswordReset(address: string): Promise<void> {
      const user = await findUserByEmail(address);
      if (!user) return;
      const { hits } = await countHit(db, `password-reset:${user.id}`, 3_600_000);
      if (hits > RESET_MAILS_PER_ADDRESS_PER_HOUR) return;
      const resetUrl = await passwordLink(user.id, "reset");
      const rendered = await email.render("password-reset", { name: user.name, resetUrl });
      await enqueueEmails(db, [{ ...rendered, to: user.email, refType: "user", refId: user.id }]);
    },

    /** Whether a password link's token is still usable (unexpired and unused). */
    async passwordLinkIsValid(token: string): Promise<boolean> {
      if (!token) return false;
      const context = await (await ready()).auth.$context;
      const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
      return !!found && found.expiresAt > new Date();
    },

    /**
     * Sets the password of a link's user and uses the link up; every other link of the user ends and
     * every session of the user ends. The strength rule is the caller's (core/account-forms.ts). Throws
     * NotFoundError for an expired or used link.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const { auth: instance } = await ready();
      const context = await instance.$context;
      const link = token
        ? await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
        : null;
      try {
        await instance.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (error instanceof APIError)
          throw new NotFoundError("This password link has expired or has already been used.");
        throw error;
      }
      if (link) await endPasswordLinks(link.value);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
