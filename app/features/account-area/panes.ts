import type { CompanyRole } from "../../../core/viewer.ts";

/**
 * The account area's sidebar (Commercial area): every pane has its own URL under /commercial-view, so
 * Back and reload work. A pane with `roles` is shown to members with one of those roles only.
 */
export interface AccountPane {
  label: string;
  to: string;
  roles?: readonly CompanyRole[];
}

/** The account home (the dashboard at /commercial-view), listed above the groups. */
export const ACCOUNT_HOME_PANE: AccountPane = { label: "Account home", to: "/commercial-view" };

export interface AccountPaneGroup {
  heading: string;
  panes: AccountPane[];
}

export const ACCOUNT_PANE_GROUPS: AccountPaneGroup[] = [
  {
    heading: "Orders",
    panes: [
      { label: "Order History", to: "/commercial-view/orders" },
      { label: "My Quotes", to: "/commercial-view/quotes" },
      { label: "Order Lists", to: "/commercial-view/lists" },
      { label: "Repeat Orders", to: "/commercial-view/repeat-orders" },
      { label: "Rebate Projects", to: "/commercial-view/rebates" },
      { label: "Shipping Tracking", to: "/commercial-view/tracking" },
      { label: "Returns", to: "/commercial-view/returns" },
      { label: "Quick order", to: "/new-quotation" },
      { label: "Approvals", to: "/commercial-view/approvals", roles: ["admin", "approver"] },
    ],
  },
  {
    heading: "Payments",
    panes: [
      { label: "Invoices", to: "/commercial-view/invoices" },
      { label: "Payment Options", to: "/commercial-view/payment-options" },
    ],
  },
  {
    heading: "Account",
    panes: [
      { label: "My Favorites", to: "/commercial-view/favorites" },
      { label: "Account Information", to: "/commercial-view/account" },
      { label: "Addresses", to: "/commercial-view/addresses" },
      { label: "Sites", to: "/commercial-view/sites", roles: ["admin"] },
      { label: "Tax Exemption", to: "/commercial-view/tax-exemption" },
      { label: "Company Users", to: "/commercial-view/users", roles: ["admin"] },
      { label: "API Keys", to: "/commercial-view/api-keys", roles: ["admin"] },
    ],
  },
];

export const DEFAULT_PANE_TEXT = "Welcome – Please select a section from the sidebar";
