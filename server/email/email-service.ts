import type { PreviewTemplate } from "../../core/email-previews.ts";
import type { Env } from "../env.ts";
import { emailBrand } from "./email-brand.ts";
import { renderEmail, type RenderedEmail, type TemplateData, type TemplateName } from "./render-email.tsx";
import { sampleData } from "./sample-data.ts";

/** Renders emails with the configured company details; previews use sample data only. */
export function createEmailService(env: Env) {
  const brand = emailBrand(env);
  return {
    brand,
    render: <K extends TemplateName>(template: K, data: TemplateData[K]): Promise<RenderedEmail> =>
      renderEmail(template, data, brand),
    preview: (template: PreviewTemplate): Promise<RenderedEmail> =>
      renderEmail(template, sampleData(brand)[template], brand),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
