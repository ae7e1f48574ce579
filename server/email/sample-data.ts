import { paymentNote } from "../../core/payment-status.ts";
import type { PreviewTemplate } from "../../core/email-previews.ts";
import type { EmailBrand } from "./email-brand.ts";
import type { TemplateData } from "./render-email.tsx";

const items = [
  { name: "Iluminar 630W LED Grow Light", sku: "IL-630-LED", quantity: 4, unitPriceCents: 129_900 },
  { name: "Coco Coir Grow Bag, 10 gal", sku: "CC-GB-10", quantity: 50, unitPriceCents: 695 },
  { name: "TrolMaster Hydro-X Controller", sku: "TM-HCS1", quantity: 1, unitPriceCents: 49_900 },
];
const address = "1450 Orchard Rd, Suite 4, Salinas, California 93901, United States";

/** Sample data only: what the preview pages ('Email templates') render. */
export function sampleData(brand: EmailBrand): { [K in PreviewTemplate]: TemplateData[K] } {
  return {
    "quote-received": {
      quoteNumber: "Q-7KX2M9PQA",
      date: "March 14, 2025 at 10:32 AM",
      customer: {
        firstName: "Maria",
        lastName: "Lopez",
        email: "maria@greenleaf-farms.example",
        phone: "(831) 555-0142",
        company: "Greenleaf Farms",
      },
      shipping: address,
      items,
      estimatedValueCents: 604_850,
      additionalNotes: "Please deliver to the loading dock; forklift on site.",
      documentUrl: `${brand.publicUrl}/quotations/Q-7KX2M9PQA?token=sample`,
    },
    "order-shipped": {
      orderNumber: "ORD-5TQ8ZL3WA",
      customerName: "Maria",
      carrier: "FedEx Freight",
      trackingNumber: "7712 3456 9012",
      trackingLink: `${brand.publicUrl}/order-tracking`,
      estimatedDays: "3-5 business days",
      address,
      items,
    },
    "follow-up": {
      orderNumber: "ORD-5TQ8ZL3WA",
      customerName: "Maria",
      items,
      reviewUrl: `${brand.publicUrl}/product/IL-630-LED`,
    },
    "password-reset": { name: "Maria", resetUrl: `${brand.publicUrl}/reset-password` },
    "commercial-registration": { fullName: "Maria Lopez", companyName: "Greenleaf Farms" },
    "commercial-approval": {
      fullName: "Maria Lopez",
      companyName: "Greenleaf Farms",
      email: "maria@greenleaf-farms.example",
      setPasswordUrl: `${brand.publicUrl}/reset-password?token=sample&purpose=activate`,
    },
    "order-confirmation": {
      orderNumber: "ORD-5TQ8ZL3WA",
      date: "March 14, 2025 at 10:32 AM",
      shipping: address,
      payment: "Visa ending in 4242 (payment authorised)",
      poNumber: "PO-4471",
      jobName: "Room 3 retrofit",
      paymentNote: paymentNote("card", "authorized"),
      placedBy: "",
      items,
      subtotalCents: 604_850,
      shippingCents: 5_000,
      taxCents: 48_388,
      totalCents: 658_238,
      orderUrl: `${brand.publicUrl}/order-confirmation`,
    },
    "invoice-issued": {
      invoiceNumber: "INV-5TQ8ZL3WA",
      orderNumber: "ORD-5TQ8ZL3WA",
      companyName: "Greenleaf Farms",
      issuedOn: "March 17, 2025",
      dueOn: "April 16, 2025",
      poNumber: "PO-4471",
      jobName: "Room 3 retrofit",
      totalCents: 658_238,
      invoicesUrl: `${brand.publicUrl}/commercial-view/invoices`,
    },
    "payment-request": {
      orderNumber: "ORD-5TQ8ZL3WA",
      customerName: "Maria",
      totalCents: 658_238,
      payUrl: `${brand.publicUrl}/order-confirmation`,
    },
    "order-delivered": {
      orderNumber: "ORD-5TQ8ZL3WA",
      customerName: "Maria",
      deliveredOn: "March 19, 2025 at 2:05 PM",
      address,
      items,
      orderUrl: `${brand.publicUrl}/order-confirmation`,
      returnsUrl: `${brand.publicUrl}/commercial-view/returns`,
    },
    "quote-priced": {
      quoteNumber: "Q-7KX2M9PQA",
      revised: false,
      validUntil: "April 13, 2025",
      shipping: address,
      items,
      subtotalCents: 604_850,
      freightCents: 12_500,
      taxCents: 48_388,
      totalCents: 665_738,
      note: "Freight is LTL to your loading dock; the fixtures ship on one pallet.",
      quoteUrl: `${brand.publicUrl}/quotations/Q-7KX2M9PQA?token=sample`,
    },
    "order-canceled": {
      orderNumber: "ORD-5TQ8ZL3WA",
      customerName: "Maria",
      canceledOn: "March 14, 2025 at 4:10 PM",
      reason: "Ordered the wrong voltage; a new order follows.",
      free: true,
      items,
    },
    "return-update": {
      returnNumber: "R-4HQ2W7KXM",
      orderNumber: "ORD-5TQ8ZL3WA",
      customerName: "Maria",
      status: "approved",
      rejectionReason: "",
      items: [items[1]],
      subtotalCents: 34_750,
      restockingFeeCents: 5_213,
      refundCents: 29_537,
      creditNote: "",
      returnsUrl: `${brand.publicUrl}/commercial-view/returns`,
    },
  };
}
