/** The eight transactional emails of spec §2 and the preview page of each (one has no page of its own). */
export const EMAIL_PREVIEWS = [
  { template: "quote-received", path: "/quote-template", title: "Quote received" },
  { template: "order-shipped", path: "/traking-template", title: "Order shipped" },
  { template: "follow-up", path: "/followup-template", title: "Follow-up review request" },
  { template: "password-reset", path: "/email-templates?template=password-reset", title: "Password reset" },
  {
    template: "commercial-registration",
    path: "/commercial-template",
    title: "Commercial registration received",
  },
  { template: "commercial-approval", path: "/commercial-approval", title: "Commercial account activated" },
  { template: "order-confirmation", path: "/order-template", title: "Order confirmation" },
  { template: "order-delivered", path: "/order-arrived", title: "Order delivered" },
] as const;

export type PreviewTemplate = (typeof EMAIL_PREVIEWS)[number]["template"];

/** Which template a preview path shows; `/email-templates` is the index unless `?template=` names one. */
export function previewForPath(pathname: string, templateParam: string | null): PreviewTemplate | null {
  if (pathname === "/email-templates") {
    return EMAIL_PREVIEWS.find((p) => p.template === templateParam)?.template ?? null;
  }
  return EMAIL_PREVIEWS.find((p) => p.path === pathname)?.template ?? null;
}
