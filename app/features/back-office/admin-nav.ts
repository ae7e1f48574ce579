/** The back office's sections, in menu order; each issue that adds a screen appends its line. */
export const ADMIN_NAV: readonly { to: string; label: string }[] = [
  { to: "/admin", label: "Overview" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/quotes", label: "Quotes" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/tax-certificates", label: "Tax certificates" },
  { to: "/admin/companies", label: "Companies" },
  { to: "/admin/price-lists", label: "Price lists" },
  { to: "/admin/returns", label: "Returns" },
  { to: "/admin/rebates", label: "Rebate desk" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/imports", label: "Imports" },
  { to: "/admin/submissions", label: "Submissions" },
  { to: "/admin/webhooks", label: "Webhooks" },
  { to: "/admin/stock", label: "Stock and lead times" },
];
