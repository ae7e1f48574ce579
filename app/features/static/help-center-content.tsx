import { useShopName } from "../layout/shop-name.ts";
import { RESTOCKING_FEE_PERCENT, RETURN_WINDOW_DAYS } from "../../../core/constants.ts";

/** 'Help Center' tabs with the policy figures. */
export const HELP_TABS = [
  { slug: "terms-and-conditions", title: "Terms and Conditions" },
  { slug: "privacy-policy", title: "Privacy Policy" },
  { slug: "return-policy", title: "Return Policy" },
  { slug: "cancellation-policy", title: "Cancellation Policy" },
  { slug: "cookie-policy", title: "Cookie Policy" },
] as const;

export type HelpTabSlug = (typeof HELP_TABS)[number]["slug"];

export function helpTab(slug: string | null): (typeof HELP_TABS)[number] {
  return HELP_TABS.find((t) => t.slug === slug) ?? HELP_TABS[0];
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-3 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

export function HelpContent({ slug }: { slug: HelpTabSlug }) {
  const shopName = useShopName();
  switch (slug) {
    case "terms-and-conditions":
      return (
        <>
          <Section title="Who we serve">
            <p>
              {shopName} sells to verified horticultural businesses. By placing an order or requesting a quote
              you confirm that you are purchasing on behalf of a commercial growing operation.
            </p>
          </Section>
          <Section title="Pricing and quotes">
            <p>
              Prices shown on the website are list prices in US dollars. Commercial account holders receive
              pricing agreed with their account manager. Quotes are valid for the period stated on the quote.
            </p>
          </Section>
          <Section title="Payment terms">
            <p>
              Approved accounts may pay on net 30 payment terms. Credit terms require approval of a commercial
              account application. Balances not paid when due carry a finance charge of 1.5% per month.
            </p>
          </Section>
          <Section title="Delivery and inspection">
            <p>
              Please inspect every delivery within 48 hours of receipt and report visible damage or shortages
              in that time, with photos, so that we can file a claim with the carrier.
            </p>
          </Section>
        </>
      );
    case "privacy-policy":
      return (
        <>
          <Section title="What we collect">
            <p>
              We collect the contact and company details you give us in forms, quotes and orders, and the
              contents of your cart, which is kept in your browser.
            </p>
          </Section>
          <Section title="How we use it">
            <p>
              We use your details to answer requests, prepare quotes, fulfil orders and, if you subscribe,
              send our newsletter. We do not sell personal information.
            </p>
          </Section>
          <Section title="Your choices">
            <p>You can unsubscribe from emails at any time and ask us to correct or delete your details.</p>
          </Section>
        </>
      );
    case "return-policy":
      return (
        <>
          <Section title="Returns">
            <p>
              Unused products in their original packaging may be returned within {RETURN_WINDOW_DAYS} days of
              delivery. Contact us for a return authorisation before sending anything back.
            </p>
            <p>
              Returns are subject to a {RESTOCKING_FEE_PERCENT}% restocking fee. Special-order and custom
              items cannot be returned.
            </p>
          </Section>
          <Section title="Damaged or incorrect items">
            <p>Report damage or an incorrect item within 48 hours of delivery and we will make it right.</p>
          </Section>
          <Section title="Refunds">
            <p>
              Once the return is received and inspected, refunds are issued within 5 business days as store
              credit, 5-10 business days to a credit card, and 15 business days by check.
            </p>
          </Section>
        </>
      );
    case "cancellation-policy":
      return (
        <>
          <Section title="Free cancellation">
            <p>Orders may be cancelled free of charge within 12 hours of being placed.</p>
          </Section>
          <Section title="After 12 hours">
            <p>
              Orders that have been processed or shipped are handled as returns under our Return Policy,
              including its {RESTOCKING_FEE_PERCENT}% restocking fee.
            </p>
          </Section>
        </>
      );
    case "cookie-policy":
      return (
        <>
          <Section title="Cookies and local storage">
            <p>
              We use only what the shop needs to work: your cart is kept in your browser's local storage, and
              no advertising or tracking cookies are set.
            </p>
          </Section>
        </>
      );
  }
}
