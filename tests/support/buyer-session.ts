import type { AccountsService } from "../../server/identity/accounts-service.ts";
import type { Db } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import type { BuyerViewer, StaffRole } from "../../core/viewer.ts";

export interface BuyerSession {
  companyId: string;
  userId: string;
  /** The Cookie header of the signed-in session. */
  cookie: string;
}

/**
 * A buyer of a new active company, signed in through the accounts service (a real session, as /login
 * makes one), for tests and the bench that need a signed-in buyer's pages.
 */
export async function signedInBuyer(
  db: Db,
  accounts: AccountsService,
  input: { email: string; password: string; companyName: string; name?: string },
): Promise<BuyerSession> {
  const name = input.name ?? input.email.split("@")[0];
  const { id } = await accounts.createUser({ email: input.email, name });
  await accounts.setPassword(id, input.password);
  const [company] = await db
    .insert(companies)
    .values({ name: input.companyName })
    .returning({ id: companies.id });
  await db.insert(companyMembers).values({ userId: id, companyId: company.id, role: "buyer" });
  const result = await accounts.signIn(
    { email: input.email, password: input.password, rememberMe: true },
    { ip: "127.0.0.1" },
  );
  if (!result.ok) throw new Error(`Signing in ${input.email} failed: ${result.reason}`);
  const cookie = result.setCookies.map((setCookie) => setCookie.split(";")[0]).join("; ");
  return { companyId: company.id, userId: id, cookie };
}

/** A staff member with this role, signed in through the accounts service; the Cookie header of the session. */
export async function signedInStaff(
  accounts: AccountsService,
  input: { email: string; password: string; role: StaffRole; name: string },
): Promise<string> {
  await accounts.addStaff(input);
  const result = await accounts.signIn(
    { email: input.email, password: input.password, rememberMe: false },
    { ip: "127.0.0.1" },
  );
  if (!result.ok) throw new Error(`Signing in ${input.email} failed: ${result.reason}`);
  return result.setCookies.map((setCookie) => setCookie.split(";")[0]).join("; ");
}

/** A new company's admin, signed in: the viewer the services take for them (named by their address). */
export async function signedInAdminViewer(
  db: Db,
  accounts: AccountsService,
  email: string,
  companyName: string,
): Promise<BuyerViewer> {
  const session = await signedInBuyer(db, accounts, { email, password: "Greenhouse#2026", companyName });
  return {
    kind: "buyer",
    userId: session.userId,
    email,
    name: email,
    companyId: session.companyId,
    companyName,
    companyRole: "admin",
  };
}
