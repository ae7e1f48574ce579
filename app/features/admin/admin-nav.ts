/** The back office's sections, in menu order; each issue that adds a screen appends its line. */
export const ADMIN_NAV: readonly { to: string; label: string }[] = [
  { to: "/admin", label: "Overview" },
  { to: "/admin/outbox", label: "Outbox" },
];
