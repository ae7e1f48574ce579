/**
 * The eight transactional emails of the specification and the preview page of each (one has no page of its own),
 * then the ones the back office and the account area added, shown at `/email-templates?template=`.
 */
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
  { template: "quote-priced", path: "/email-templates?template=quote-priced", title: "Quote priced" },
  { template: "order-canceled", path: "/email-templates?template=order-canceled", title: "Order canceled" },
  { template: "return-update", path: "/email-templates?template=return-update", title: "Return update" },
  { template: "payment-request", path: "/email-templates?template=payment-request", title: "Payment link" },
  { template: "invoice-issued", path: "/email-templates?template=invoice-issued", title: "Invoice issued" },
  {
    template: "invoice-reminder",
    path: "/email-templates?template=invoice-reminder",
    title: "Invoice payment reminder",
  },
  {
    template: "rebate-reminder",
    path: "/email-templates?template=rebate-reminder",
    title: "Rebate project reminder",
  },
] as const;

export type PreviewTemplate = (typeof EMAIL_PREVIEWS)[number]["template"];

/** Which template a preview path shows; `/email-templates` is the index unless `?template=` names one. */
export function previewForPath(pathname: string, templateParam: string | null): PreviewTemplate | null {
  if (pathname === "/email-templates") {
    return EMAIL_PREVIEWS.find((p) => p.template === templateParam)?.template ?? null;
  }
  return EMAIL_PREVIEWS.find((p) => p.path === pathname)?.template ?? null;
}
