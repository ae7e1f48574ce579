import { expect, test } from "@playwright/test";
import { decodedMail, e2eSmtpPort, mailHeader, startSmtpSink, type ReceivedMail } from "./smtp-sink.ts";

export const subjectOf = (mail: ReceivedMail) => mailHeader(mail, "Subject") ?? "";

/** The path and query of the first link in `mail` to `path` (the mail names PUBLIC_URL's host). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^/"\\s<>]+(${path}\\?token=[0-9a-f]{64})`).exec(decodedMail(mail));
  expect(match, `no ${path} link in "${subjectOf(mail)}"`).not.toBeNull();
  return match![1]!;
}

/** Listens on the e2e server's SMTP port for the spec file's tests; `sink()` is the running sink. */
export function smtpSinkForFile() {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  test.beforeAll(async () => {
    smtp = await startSmtpSink(e2eSmtpPort());
  });
  test.afterAll(async () => {
    await smtp?.close();
  });
  return () => smtp;
}
