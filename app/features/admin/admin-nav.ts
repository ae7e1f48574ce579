/** The back office's sections, in menu order; each issue that adds a screen appends its line. */
export const ADMIN_NAV: readonly { to: string; label: string }[] = [
  { to: "/admin", label: "Overview" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/quotes", label: "Quotes" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/returns", label: "Returns" },
  { to: "/admin/audit", label: "Audit log" },
];
