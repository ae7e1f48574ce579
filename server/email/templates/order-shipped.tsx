import { Button, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, LineItems, styles, type EmailLine } from "./email-shell.tsx";

export interface OrderShippedData {
  orderNumber: string;
  customerName: string;
  carrier: string;
  trackingNumber: string;
  trackingLink: string;
  estimatedDays: string;
  address: string;
  items: EmailLine[];
  /** Which shipment of the order this is (1, 2, …; ADR 0350). */
  shipmentSeq?: number;
  /** What of the order has not shipped yet: empty once this shipment completes it. */
  stillToCome?: EmailLine[];
}

export const orderShippedSubject = (d: OrderShippedData) =>
  d.stillToCome?.length
    ? `Part of your order ${d.orderNumber} has shipped`
    : `Your order ${d.orderNumber} has shipped`;

export function OrderShippedEmail({ data, brand }: { data: OrderShippedData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`Order ${data.orderNumber} is on its way`}
      title="Your order is on its way"
    >
      <Text style={styles.text}>Hi {data.customerName},</Text>
      <Text style={styles.text}>
        {data.stillToCome?.length
          ? "Good news: part of your order has left our warehouse. The rest follows in another shipment."
          : "Good news: your order has left our warehouse."}
      </Text>
      <Details
        rows={[
          ["Order number", data.orderNumber],
          ...(data.shipmentSeq ? [["Shipment", `${data.shipmentSeq}`] as [string, string]] : []),
          ["Carrier", data.carrier],
          ["Tracking number", data.trackingNumber],
          ["Estimated delivery", data.estimatedDays],
          ["Ship to", data.address],
        ]}
      />
      <Button href={data.trackingLink} style={styles.button}>
        Track your package
      </Button>
      <Text style={styles.h2}>In this shipment</Text>
      <LineItems lines={data.items} />
      {data.stillToCome?.length ? (
        <>
          <Text style={styles.h2}>Still to come</Text>
          <LineItems lines={data.stillToCome} />
        </>
      ) : null}
    </EmailShell>
  );
}
