import { Button, Section, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { EmailShell, styles } from "./email-shell.tsx";

/** The short 'we got it' email a contact, rebate or newsletter sender receives (and the newsletter's confirm and welcome mails). */
export interface FormConfirmationData {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A button under the paragraphs, e.g. the newsletter's confirm link. */
  action?: { label: string; href: string };
  /** Set on marketing mail: the footer's unsubscribe link. */
  unsubscribeUrl?: string;
}

export const formConfirmationSubject = (d: FormConfirmationData) => d.subject;

export function FormConfirmationEmail({ data, brand }: { data: FormConfirmationData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={data.subject}
      title={data.heading}
      unsubscribeUrl={data.unsubscribeUrl}
    >
      {/* No text the sender typed at the top: anyone can put any address in a form (the shop is no relay). */}
      <Text style={styles.text}>Hello,</Text>
      {data.paragraphs.map((p) => (
        <Text key={p} style={styles.text}>
          {p}
        </Text>
      ))}
      {data.action ? (
        <Section style={{ margin: "8px 0 16px" }}>
          <Button href={data.action.href} style={styles.button}>
            {data.action.label}
          </Button>
        </Section>
      ) : null}
    </EmailShell>
  );
}
