import { Button, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, styles } from "./email-shell.tsx";

export interface CommercialApprovalData {
  fullName: string;
  companyName: string;
  email: string;
  /** The single-use link to /reset-password that sets the first password (expires in 24 hours). */
  setPasswordUrl: string;
}

export const commercialApprovalSubject = () => "Your commercial account is active";

export function CommercialApprovalEmail({
  data,
  brand,
}: {
  data: CommercialApprovalData;
  brand: EmailBrand;
}) {
  return (
    <EmailShell
      brand={brand}
      preview={`Welcome to ${brand.shopName} commercial`}
      title="Your commercial account is active"
    >
      <Text style={styles.text}>Hi {data.fullName},</Text>
      <Text style={styles.text}>
        Good news: {data.companyName} is approved. Set your password, then sign in to see your commercial
        pricing. The link works once and expires in 24 hours.
      </Text>
      <Details rows={[["Sign-in email", data.email]]} />
      <Button href={data.setPasswordUrl} style={styles.button}>
        Set your password
      </Button>
    </EmailShell>
  );
}
