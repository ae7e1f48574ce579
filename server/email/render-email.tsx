import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { EmailBrand } from "./email-brand.ts";
import { OUTLOOK_WRAPPER } from "./templates/email-shell.tsx";
import {
  CommercialApprovalEmail,
  commercialApprovalSubject,
  type CommercialApprovalData,
} from "./templates/commercial-approval.tsx";
import {
  CommercialRegistrationEmail,
  commercialRegistrationSubject,
  type CommercialRegistrationData,
} from "./templates/commercial-registration.tsx";
import { FollowUpEmail, followUpSubject, type FollowUpData } from "./templates/follow-up.tsx";
import {
  FormConfirmationEmail,
  formConfirmationSubject,
  type FormConfirmationData,
} from "./templates/form-confirmation.tsx";
import {
  OrderConfirmationEmail,
  orderConfirmationSubject,
  type OrderConfirmationData,
} from "./templates/order-confirmation.tsx";
import {
  OrderCanceledEmail,
  orderCanceledSubject,
  type OrderCanceledData,
} from "./templates/order-canceled.tsx";
import {
  OrderDeliveredEmail,
  orderDeliveredSubject,
  type OrderDeliveredData,
} from "./templates/order-delivered.tsx";
import { OrderShippedEmail, orderShippedSubject, type OrderShippedData } from "./templates/order-shipped.tsx";
import {
  PasswordResetEmail,
  passwordResetSubject,
  type PasswordResetData,
} from "./templates/password-reset.tsx";
import {
  QuoteReceivedEmail,
  quoteReceivedSubject,
  type QuoteReceivedData,
} from "./templates/quote-received.tsx";
import { QuotePricedEmail, quotePricedSubject, type QuotePricedData } from "./templates/quote-priced.tsx";
import { ReturnUpdateEmail, returnUpdateSubject, type ReturnUpdateData } from "./templates/return-update.tsx";
import {
  PaymentRequestEmail,
  paymentRequestSubject,
  type PaymentRequestData,
} from "./templates/payment-request.tsx";
import {
  InvoiceIssuedEmail,
  invoiceIssuedSubject,
  type InvoiceIssuedData,
} from "./templates/invoice-issued.tsx";
import {
  InvoiceReminderEmail,
  invoiceReminderSubject,
  type InvoiceReminderData,
} from "./templates/invoice-reminder.tsx";
import {
  SalesNotificationEmail,
  salesNotificationSubject,
  type SalesNotificationData,
} from "./templates/sales-notification.tsx";

export interface TemplateData {
  "quote-received": QuoteReceivedData;
  "order-shipped": OrderShippedData;
  "follow-up": FollowUpData;
  "password-reset": PasswordResetData;
  "commercial-registration": CommercialRegistrationData;
  "commercial-approval": CommercialApprovalData;
  "order-confirmation": OrderConfirmationData;
  "order-delivered": OrderDeliveredData;
  "order-canceled": OrderCanceledData;
  "sales-notification": SalesNotificationData;
  "form-confirmation": FormConfirmationData;
  "quote-priced": QuotePricedData;
  "return-update": ReturnUpdateData;
  "payment-request": PaymentRequestData;
  "invoice-issued": InvoiceIssuedData;
  "invoice-reminder": InvoiceReminderData;
  /** A rebate project's reminder to its buyer (ADR 0330): the short mail's shape, under its own name for preferences. */
  "rebate-reminder": FormConfirmationData;
}
export type TemplateName = keyof TemplateData;

interface TemplateEntry<K extends TemplateName> {
  subject(data: TemplateData[K], brand: EmailBrand): string;
  Component(props: { data: TemplateData[K]; brand: EmailBrand }): ReactElement;
}

const templates: { [K in TemplateName]: TemplateEntry<K> } = {
  "quote-received": { subject: quoteReceivedSubject, Component: QuoteReceivedEmail },
  "order-shipped": { subject: orderShippedSubject, Component: OrderShippedEmail },
  "follow-up": { subject: followUpSubject, Component: FollowUpEmail },
  "password-reset": { subject: passwordResetSubject, Component: PasswordResetEmail },
  "commercial-registration": {
    subject: commercialRegistrationSubject,
    Component: CommercialRegistrationEmail,
  },
  "commercial-approval": { subject: commercialApprovalSubject, Component: CommercialApprovalEmail },
  "order-confirmation": { subject: orderConfirmationSubject, Component: OrderConfirmationEmail },
  "order-delivered": { subject: orderDeliveredSubject, Component: OrderDeliveredEmail },
  "order-canceled": { subject: orderCanceledSubject, Component: OrderCanceledEmail },
  "sales-notification": { subject: salesNotificationSubject, Component: SalesNotificationEmail },
  "form-confirmation": { subject: formConfirmationSubject, Component: FormConfirmationEmail },
  "quote-priced": { subject: quotePricedSubject, Component: QuotePricedEmail },
  "return-update": { subject: returnUpdateSubject, Component: ReturnUpdateEmail },
  "payment-request": { subject: paymentRequestSubject, Component: PaymentRequestEmail },
  "invoice-issued": { subject: invoiceIssuedSubject, Component: InvoiceIssuedEmail },
  "invoice-reminder": { subject: invoiceReminderSubject, Component: InvoiceReminderEmail },
  "rebate-reminder": { subject: formConfirmationSubject, Component: FormConfirmationEmail },
};

export interface RenderedEmail {
  template: TemplateName;
  subject: string;
  html: string;
  text: string;
}

const withOutlookWrapper = (html: string) =>
  html
    .replace(`<${OUTLOOK_WRAPPER.open}></${OUTLOOK_WRAPPER.open}>`, OUTLOOK_WRAPPER.openHtml)
    .replace(`<${OUTLOOK_WRAPPER.close}></${OUTLOOK_WRAPPER.close}>`, OUTLOOK_WRAPPER.closeHtml);

/** Renders one email to its HTML and plain-text parts. */
export async function renderEmail<K extends TemplateName>(
  template: K,
  data: TemplateData[K],
  brand: EmailBrand,
): Promise<RenderedEmail> {
  const entry = templates[template] as TemplateEntry<K>;
  const element = <entry.Component data={data} brand={brand} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { template, subject: entry.subject(data, brand), html: withOutlookWrapper(html), text };
}
