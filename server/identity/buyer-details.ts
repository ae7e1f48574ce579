import { addressCountryOf, splitName, type BuyerDetails } from "../../core/buyer-details.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { CompanyAddresses } from "../billing/company-addresses.ts";
import type { AccountSettings } from "./account-settings.ts";

/** What the quote, quick-order and checkout forms start with for a signed-in buyer (never what the browser says). */
export function createBuyerDetails(settings: AccountSettings, addresses: CompanyAddresses) {
  return async function buyerDetails(viewer: BuyerViewer): Promise<BuyerDetails> {
    const [profile, saved] = await Promise.all([settings.profile(viewer), addresses.listFor(viewer)]);
    const company = saved.find((a) => a.isDefault) ?? saved[0];
    const address = company
      ? {
          address: company.address,
          apartment: company.apartment,
          city: company.city,
          state: company.state,
          zipCode: company.zipCode,
          country: company.country,
        }
      : profile.address || profile.state
        ? {
            address: profile.address,
            apartment: "",
            city: profile.city,
            state: profile.state,
            zipCode: profile.zipCode,
            country: addressCountryOf(profile.country),
          }
        : null;
    return {
      ...splitName(viewer.name),
      email: viewer.email,
      phone: profile.phone,
      companyName: viewer.companyName,
      address,
      siteId: company?.siteId ?? null,
    };
  };
}
