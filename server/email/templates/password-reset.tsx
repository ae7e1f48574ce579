import { Button, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { EmailShell, styles } from "./email-shell.tsx";

export interface PasswordResetData {
  name: string;
  resetUrl: string;
}

export const passwordResetSubject = (_data: unknown, brand: EmailBrand) =>
  `Reset your ${brand.shopName} password`;

export function PasswordResetEmail({ data, brand }: { data: PasswordResetData; brand: EmailBrand }) {
  return (
    <EmailShell brand={brand} preview="Reset your password" title="Reset your password">
      <Text style={styles.text}>Hi {data.name},</Text>
      <Text style={styles.text}>
        We received a request to reset the password of your commercial account. The link expires in 24 hours.
      </Text>
      <Button href={data.resetUrl} style={styles.button}>
        Reset password
      </Button>
      <Text style={{ ...styles.muted, marginTop: "16px" }}>
        If you did not ask for this, ignore this email; your password stays the same. Your new password needs
        at least 8 characters.
      </Text>
    </EmailShell>
  );
}
