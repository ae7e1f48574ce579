import { Form, Link, redirect } from "react-router";
import { priceListSettingsSchema } from "../../core/company-admin-forms.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { ActionNote } from "../features/back-office/action-note.tsx";
import { AdminPage, staffPageHeaders } from "../features/back-office/admin-page.tsx";
import { notAForm, runForm, textFields } from "../features/back-office/form-run.server.ts";
import { settingsInput } from "../features/back-office/price-list-input.ts";
import { StaffSection } from "../features/back-office/staff-section.tsx";
import { StaffTable } from "../features/back-office/staff-table.tsx";
import { primaryButtonClass, TextField } from "../features/forms/fields.tsx";
import { readForm } from "../features/forms/form-action.server.ts";
import type { Route } from "./+types/admin-price-lists";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Price lists",
    description: "Back office: commercial price lists.",
    url: `${publicUrlFrom(matches)}/admin/price-lists`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return { lists: await args.context.services.pricing.lists.lists() };
}

/** Creates a list and opens it (its rules are added there). */
export async function action(args: Route.ActionArgs) {
  const viewer = requireStaff(args);
  const form = await readForm(args.request);
  if (!form) return notAForm("create");
  return runForm("create", priceListSettingsSchema, settingsInput(textFields(form)), async (settings) => {
    const id = await args.context.services.pricing.lists.create(
      { userId: viewer.userId, email: viewer.email },
      settings,
    );
    throw redirect(`/admin/price-lists/${id}`);
  });
}

export default function AdminPriceLists({ loaderData, actionData }: Route.ComponentProps) {
  const { lists } = loaderData;
  return (
    <AdminPage title="Price lists">
      <ActionNote result={actionData ?? null} />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <StaffTable headings={["List", "Rules", "Companies", "Capped at wholesale"]}>
          {lists.map((l) => (
            <tr key={l.id}>
              <td className="px-3 py-2">
                <Link to={`/admin/price-lists/${l.id}`} className="font-medium text-brand-700 underline">
                  {l.name}
                </Link>
                {l.isDefault ? <span className="ml-2 text-slate-500">(default)</span> : null}
              </td>
              <td className="px-3 py-2">{l.ruleCount}</td>
              <td className="px-3 py-2">{l.isDefault ? "All without a list" : l.companyCount}</td>
              <td className="px-3 py-2">{l.capsAtWholesale ? "Yes" : "No"}</td>
            </tr>
          ))}
        </StaffTable>
        <StaffSection id="create" title="New price list">
          <Form method="post" className="space-y-3">
            <TextField
              id="name"
              label="Name"
              required
              maxLength={80}
              error={actionData?.ok === false ? actionData.fields.name : undefined}
            />
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" name="capsAtWholesale" />
              Cap percentage prices at the supplier&apos;s wholesale price
            </label>
            <button type="submit" className={primaryButtonClass}>
              Create price list
            </button>
          </Form>
        </StaffSection>
      </div>
    </AdminPage>
  );
}
