import { Link } from "react-router";
import { MailIcon, PhoneIcon, PinIcon } from "../../components/ui/icons.tsx";
import { Logo } from "./logo.tsx";
import { useShopName } from "./shop-name.ts";
import { PaymentLogos } from "./payment-logos.tsx";
import { SocialLinks } from "./social-links.tsx";

interface SiteFooterProps {
  salesPhone: string;
  salesEmail: string;
  companyAddress: string;
  year: number;
}

const COLUMNS = [
  {
    title: "Company",
    links: [
      { label: "Help Center", to: "/terms" },
      { label: "Return Policy", to: "/terms?tab=return-policy" },
      { label: "Cancellation Policy", to: "/terms?tab=cancellation-policy" },
    ],
  },
  {
    title: "Quick Links",
    links: [
      { label: "Rebates", to: "/rebates" },
      { label: "Shop by Brand", to: "/shop-by-brand" },
      { label: "Contact Us", to: "/contact" },
      { label: "Energy Savings Calculator", to: "/tools/energy-savings" },
      { label: "Grow-Room Planner", to: "/tools/grow-room" },
    ],
  },
  { title: "Partners", links: [{ label: "Our Partners", to: "/partners" }] },
];

export function SiteFooter({ salesPhone, salesEmail, companyAddress, year }: SiteFooterProps) {
  const shopName = useShopName();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-screen-2xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <div className="inline-block rounded-lg bg-white px-3 py-2">
            <Logo />
          </div>
          <p className="mt-4 max-w-sm text-sm leading-6 text-brand-100">
            Commercial lighting, hydroponics, nutrients and facility equipment for more than 500 commercial
            growers.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <a
                href={`tel:${salesPhone.replace(/[^+\d]/g, "")}`}
                className="inline-flex items-center gap-2 hover:underline"
              >
                <PhoneIcon className="h-4 w-4" />
                {salesPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${salesEmail}`} className="inline-flex items-center gap-2 hover:underline">
                <MailIcon className="h-4 w-4" />
                {salesEmail}
              </a>
            </li>
            <li>
              <address className="inline-flex items-start gap-2 not-italic">
                <PinIcon className="mt-0.5 h-4 w-4 flex-none" />
                {companyAddress}
              </address>
            </li>
          </ul>
          <SocialLinks className="mt-4 -ml-2" />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-bold tracking-wider text-white uppercase">{column.title}</h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
            {column.title === "Partners" && (
              <div className="mt-8">
                <h2 className="text-sm font-bold tracking-wider text-white uppercase">Payments</h2>
                <div className="mt-4">
                  <PaymentLogos />
                </div>
              </div>
            )}
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-screen-2xl flex-col gap-3 px-4 py-5 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between lg:px-8">
          <p>{`© ${year} ${shopName}. All rights reserved.`}</p>
          <ul className="flex gap-5">
            <li>
              <Link to="/terms?tab=terms-and-conditions" className="hover:text-white hover:underline">
                Terms
              </Link>
            </li>
            <li>
              <Link to="/terms?tab=privacy-policy" className="hover:text-white hover:underline">
                Privacy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
