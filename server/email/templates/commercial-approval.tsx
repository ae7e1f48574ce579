import { Button, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, styles } from "./email-shell.tsx";

export interface CommercialApprovalData {
  fullName: string;
  companyName: string;
  email: string;
  loginUrl: string;
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
      preview="Welcome to Canopy commercial"
      title="Your commercial account is active"
    >
      <Text style={styles.text}>Hi {data.fullName},</Text>
      <Text style={styles.text}>
        Good news: {data.companyName} is approved. Sign in to see your commercial pricing.
      </Text>
      <Details rows={[["Sign-in email", data.email]]} />
      <Button href={data.loginUrl} style={styles.button}>
        Sign in
      </Button>
    </EmailShell>
  );
}
