import type { CheckoutAccount } from "../../core/checkout-account.ts";
import { creditLeftCents } from "../../core/payment-terms.ts";
import { isSiteLimited } from "../../core/company-sites.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Db } from "../db/client.ts";
import { accountTerms } from "./account-terms.ts";
import type { CompanyAddresses } from "./company-addresses.ts";
import { exemptStates } from "./tax-exemption.ts";

/** Checkout's start for a signed-in buyer: the company's addresses, terms and credit left, exempt states. */
export async function checkoutAccount(
  db: Db,
  addresses: CompanyAddresses,
  viewer: BuyerViewer,
  chosenAddressId: string | null,
): Promise<CheckoutAccount> {
  const [saved, terms] = await Promise.all([addresses.listFor(viewer), accountTerms(db, viewer.companyId)]);
  // A member limited to sites whose company default is another site's starts with their first address.
  const selected =
    saved.find((a) => a.id === chosenAddressId) ??
    saved.find((a) => a.isDefault) ??
    (isSiteLimited(viewer) ? saved[0] : undefined) ??
    null;
  const states = await exemptStates(db, viewer.companyId, selected?.siteId ?? null);
  return {
    email: viewer.email,
    addresses: saved,
    selected,
    onAccount: terms?.paymentTerms === "net30" ? { creditLeftCents: creditLeftCents(terms) } : null,
    exemptStates: states,
  };
}
