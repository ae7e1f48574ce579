import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { ZodType } from "zod";
import { REQUIRED_FIELDS_MESSAGE } from "../../../core/form-messages.ts";
import { formErrorMessage, postJson } from "./post-json.ts";

export type LeadFormStatus = "idle" | "submitting" | "success" | "error";

export const FORM_REDIRECT_MS = 2_000;

/**
 * Spec §4 'Contact and rebate forms': idle → submitting → success (redirect to / after 2 s) or error;
 * editing any field clears the error.
 */
export function useLeadForm<T extends Record<string, unknown>>(initial: T, schema: ZodType, url: string) {
  const [values, setValues] = useState<T>(initial);
  const [status, setStatus] = useState<LeadFormStatus>("idle");
  const [message, setMessage] = useState("");
  const navigate = useNavigate();

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => navigate("/"), FORM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  function update(patch: Partial<T>) {
    setValues((v) => ({ ...v, ...patch }));
    if (status === "error") {
      setStatus("idle");
      setMessage("");
    }
  }

  async function submit() {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const messages = parsed.error.issues.map((i) => i.message);
      setStatus("error");
      setMessage(messages.includes(REQUIRED_FIELDS_MESSAGE) ? REQUIRED_FIELDS_MESSAGE : messages[0]);
      return;
    }
    setStatus("submitting");
    const result = await postJson<{ message: string }>(url, parsed.data);
    if (result.ok) {
      setStatus("success");
      setMessage(result.data.message);
    } else {
      setStatus("error");
      setMessage(formErrorMessage(result));
    }
  }

  return { values, update, status, message, submit };
}
