import { Button, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { EmailShell, LineItems, styles, type EmailLine } from "./email-shell.tsx";

export interface FollowUpData {
  orderNumber: string;
  customerName: string;
  items: EmailLine[];
  reviewUrl: string;
}

export const followUpSubject = (d: FollowUpData) => `How is your order ${d.orderNumber} growing?`;

export function FollowUpEmail({ data, brand }: { data: FollowUpData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview="Tell us how your new equipment performs"
      title="How is everything growing?"
    >
      <Text style={styles.text}>Hi {data.customerName},</Text>
      <Text style={styles.text}>
        A few weeks have passed since order {data.orderNumber} arrived. Your review helps other growers choose
        the right equipment — it takes two minutes.
      </Text>
      <LineItems lines={data.items} />
      <Button href={data.reviewUrl} style={{ ...styles.button, marginTop: "16px" }}>
        Write a review
      </Button>
    </EmailShell>
  );
}
