import type { BuyerViewer, CompanyRole } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import type { Services } from "../../server/services.ts";

/** A new account made a member of the company in `role`, as the viewer the services take for it. */
export async function companyMember(
  database: Database,
  services: Services,
  company: { id: string; name: string },
  name: string,
  role: CompanyRole,
): Promise<BuyerViewer> {
  const email = `${name.toLowerCase().replace(/\W+/g, "")}@${company.name.toLowerCase().replace(/\W+/g, "")}.example`;
  const { id: userId } = await services.accounts.createUser({ email, name });
  await database.db.insert(companyMembers).values({ userId, companyId: company.id, role });
  return {
    kind: "buyer",
    userId,
    email,
    name,
    companyId: company.id,
    companyName: company.name,
    companyRole: role,
  };
}

/** A new company of that name on those payment terms, with one buyer of the same name. */
export async function buyerOfNewCompany(
  database: Database,
  services: Services,
  name: string,
  terms: { paymentTerms: "card" | "net30"; creditLimitCents?: number },
): Promise<BuyerViewer> {
  const [company] = await database.db
    .insert(companies)
    .values({ name, paymentTerms: terms.paymentTerms, creditLimitCents: terms.creditLimitCents ?? null })
    .returning();
  return companyMember(database, services, company, name, "buyer");
}
