import { redirect } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { priceListSettingsSchema, priceRuleSchema, ruleIdSchema } from "../../../core/company-admin-forms.ts";
import { describeRule, MAX_CSV_BYTES } from "../../../core/price-list-rule-fields.ts";
import type { StaffViewer } from "../../../core/viewer.ts";
import { z } from "../../../core/zod.ts";
import { runForm, textFields, unknownIntent } from "./form-run.server.ts";
import { settingsInput } from "./price-list-input.ts";

const assignCompanySchema = z.object({
  companyId: z.string("Choose a company.").trim().min(1, "Choose a company.").max(100),
});

/** The uploaded file's text (a text field named csv works too, for scripts and tests); null when too big. */
async function uploadedText(form: FormData): Promise<string | null> {
  const value = form.get("csv") ?? "";
  if (typeof value === "string") return value.length > MAX_CSV_BYTES ? null : value;
  return value.size > MAX_CSV_BYTES ? null : value.text();
}

/** The price list screen's forms, by their `intent`. */
export async function priceListAction(
  context: AppLoadContext,
  viewer: StaffViewer,
  listId: number,
  form: FormData,
) {
  const { lists } = context.services.pricing;
  const actor = { userId: viewer.userId, email: viewer.email };
  const fields = textFields(form);
  const intent = fields.intent ?? "";
  switch (intent) {
    case "settings":
      return runForm(intent, priceListSettingsSchema, settingsInput(fields), async (settings) => {
        await lists.update(actor, listId, settings);
        return "The list's settings were saved.";
      });
    case "rule":
      return runForm(intent, priceRuleSchema, fields, async (rule) => {
        await lists.setRule(actor, listId, rule);
        return `Saved: ${describeRule(rule)}. Buyers on this list see it on their next page.`;
      });
    case "remove-rule":
      return runForm(intent, ruleIdSchema, fields, async ({ ruleId }) => {
        const rule = await lists.removeRule(actor, listId, ruleId);
        return `Removed: ${describeRule(rule)}.`;
      });
    case "import": {
      const text = await uploadedText(form);
      return runForm(intent, z.object({}), {}, async () => {
        const count = await lists.importCsv(actor, listId, text);
        return `Imported ${count === 1 ? "1 rule" : `${count} rules`}: the list's rules are now the file's.`;
      });
    }
    case "assign":
      return runForm(intent, assignCompanySchema, fields, async ({ companyId }) => {
        const name = await context.services.commercial.companies.assignList(actor, companyId, listId);
        return `The company now buys from ${name}.`;
      });
    case "delete":
      return runForm(intent, z.object({}), {}, async () => {
        await lists.remove(actor, listId);
        throw redirect("/admin/price-lists");
      });
    default:
      return unknownIntent(intent);
  }
}
