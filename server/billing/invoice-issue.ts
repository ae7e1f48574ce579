import { eq } from "drizzle-orm";
import { invoiceNumberOf } from "../../core/invoice.ts";
import { dayPlus, NET_TERMS_DAYS } from "../../core/payment-terms.ts";
import type { ShipmentShare } from "../../core/shipment-shares.ts";
import type { Db } from "../db/client.ts";
import { invoices } from "../db/schema/billing.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import type { DocumentRow } from "../sales/document-store.ts";
import { formatDay } from "../sales/format-date.ts";
import { enqueueWebhook } from "../webhooks/webhook-outbox.ts";
import { renderInvoicePdf } from "./invoice-pdf.tsx";
import { invoiceRecipients } from "./invoice-reminders.ts";
import { invoiceDocument } from "./invoices.ts";

/**
 * Issues the invoice of one shipment of an order on account, in the shipping transaction (ADR 0350): the
 * shipment's lines with its share of the order's freight and tax (`share`, from core/shipment-shares.ts),
 * dated the ship day, due 30 days on, mailed to the buyer who placed the order and the company's billing
 * contacts with its PDF attached and announced to the company's webhooks (both committed with it). Orders
 * paid by card or link get none: they are paid already.
 */
export async function issueInvoice(
  tx: Db,
  order: DocumentRow,
  shipment: { id: number; seq: number; shippedOn: string },
  share: ShipmentShare,
  emails: EmailService,
): Promise<void> {
  if (order.paymentMethod !== "account" || !order.companyId) return;
  const shippedOn = shipment.shippedOn;
  const [issued] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumberOf(order.number, shipment.seq),
      documentId: order.id,
      shipmentId: shipment.id,
      companyId: order.companyId,
      issuedOn: shippedOn,
      dueOn: dayPlus(shippedOn, NET_TERMS_DAYS),
      ...share,
    })
    .onConflictDoNothing()
    .returning();
  if (!issued) return;
  await enqueueWebhook(tx, {
    event: "invoice.issued",
    refType: "order",
    refId: order.number,
    data: {
      number: issued.number,
      orderNumber: order.number,
      companyId: order.companyId,
      issuedOn: issued.issuedOn,
      dueOn: issued.dueOn,
      shipment: shipment.seq,
      subtotalCents: issued.subtotalCents,
      shippingCents: issued.shippingCents,
      taxCents: issued.taxCents,
      totalCents: issued.totalCents,
    },
  });
  const doc = (await invoiceDocument(tx, eq(invoices.id, issued.id)))!;
  const pdf = await renderInvoicePdf(doc, emails.brand);
  const mail = await emails.render("invoice-issued", {
    invoiceNumber: issued.number,
    orderNumber: order.number,
    companyName: doc.company.name,
    issuedOn: formatDay(issued.issuedOn),
    dueOn: formatDay(issued.dueOn),
    poNumber: order.poNumber,
    jobName: order.jobName,
    totalCents: doc.balanceCents,
    invoicesUrl: `${emails.brand.publicUrl}/commercial-view/invoices`,
  });
  const attachment = { filename: `${issued.number}.pdf`, content: new Uint8Array(pdf) };
  const to = await invoiceRecipients(tx, order.companyId, order.email);
  await enqueueEmails(
    tx,
    to.map((address) => ({ ...mail, to: address, refType: "invoice", refId: issued.number, attachment })),
  );
}
