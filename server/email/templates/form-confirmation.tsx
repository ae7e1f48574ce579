import { Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { EmailShell, styles } from "./email-shell.tsx";

/** The short 'we got it' email a contact, rebate or newsletter sender receives. */
export interface FormConfirmationData {
  subject: string;
  heading: string;
  paragraphs: string[];
}

export const formConfirmationSubject = (d: FormConfirmationData) => d.subject;

export function FormConfirmationEmail({ data, brand }: { data: FormConfirmationData; brand: EmailBrand }) {
  return (
    <EmailShell brand={brand} preview={data.subject} title={data.heading}>
      {/* No text the sender typed at the top: anyone can put any address in a form (the shop is no relay). */}
      <Text style={styles.text}>Hello,</Text>
      {data.paragraphs.map((p) => (
        <Text key={p} style={styles.text}>
          {p}
        </Text>
      ))}
    </EmailShell>
  );
}
