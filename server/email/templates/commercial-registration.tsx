import { Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { EmailShell, styles } from "./email-shell.tsx";

export interface CommercialRegistrationData {
  fullName: string;
  companyName: string;
}

export const commercialRegistrationSubject = () => "We received your commercial account application";

export function CommercialRegistrationEmail({
  data,
  brand,
}: {
  data: CommercialRegistrationData;
  brand: EmailBrand;
}) {
  return (
    <EmailShell brand={brand} preview="Your application is being reviewed" title="Application received">
      <Text style={styles.text}>Hi {data.fullName},</Text>
      <Text style={styles.text}>
        Thank you for applying for a commercial account for {data.companyName}. Our team reviews applications
        in 1-2 business days and will email you as soon as your account is active.
      </Text>
      <Text style={styles.text}>
        Commercial accounts get better pricing, VIP promotions, quick reordering, a favorites list, order
        history and priority support.
      </Text>
    </EmailShell>
  );
}
