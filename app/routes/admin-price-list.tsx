import { data, Form } from "react-router";
import { fieldsOfRule, RULE_KIND_LABELS, RULE_KINDS } from "../../core/price-list-rule-fields.ts";
import type { PriceRule } from "../../core/price-rules.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { ActionNote } from "../features/back-office/action-note.tsx";
import { AdminPage, staffPageHeaders } from "../features/back-office/admin-page.tsx";
import { notAForm } from "../features/back-office/form-run.server.ts";
import { orNotFound } from "../components/service-refusal.server.ts";
import { priceListAction } from "../features/back-office/price-list-actions.server.ts";
import { StaffSection } from "../features/back-office/staff-section.tsx";
import { PriceExplanationPanel } from "../features/back-office/price-explanation.tsx";
import { explainQuery, ruleTargets } from "../../core/price-rule-targets.ts";
import { StaffTable } from "../features/back-office/staff-table.tsx";
import {
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
  SelectField,
  TextField,
} from "../features/forms/fields.tsx";
import { readForm } from "../features/forms/form-action.server.ts";
import type { Route } from "./+types/admin-price-list";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Price list",
    description: "Back office: one price list.",
    url: `${publicUrlFrom(matches)}/admin/price-lists/${params.id}`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

/** The list id of the URL; 404 for anything but a whole number. */
export function listIdOf(param: string): number {
  const id = /^\d{1,15}$/.test(param) ? Number(param) : 0;
  if (id <= 0) throw data({ message: "Price list not found." }, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const id = listIdOf(args.params.id);
  const { pricing, commercial, catalog } = args.context.services;
  const asked = explainQuery(args.url.searchParams);
  const [list, companies, brands, categoryCounts, explained] = await Promise.all([
    orNotFound(pricing.lists.list(id)),
    commercial.companies.names(),
    catalog.brands(),
    catalog.categoryCounts(),
    asked.sku ? pricing.lists.explain(id, asked.sku, asked.quantity) : null,
  ]);
  return {
    list,
    companies,
    targets: ruleTargets(brands, categoryCounts),
    explain: { sku: asked.sku, quantity: String(asked.quantity), explained },
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireStaff(args);
  const id = listIdOf(args.params.id);
  await orNotFound(args.context.services.pricing.lists.list(id));
  const form = await readForm(args.request);
  return form ? priceListAction(args.context, viewer, id, form) : notAForm("price-list");
}

/** What a rule sets, in its row: '6% off', '$999.00'. */
function ruleValue(rule: PriceRule) {
  const f = fieldsOfRule(rule);
  return rule.kind === "sku" ? `$${f.fixedPrice}` : `${f.percentOff}% off`;
}

/** One rule's row: its value editable in place, and Remove. */
function RuleRow({ id, rule }: { id: number; rule: PriceRule }) {
  const f = fieldsOfRule(rule);
  const what = rule.kind === "break" ? `from ${f.minQuantity} units` : f.target || "every product";
  const valueName = rule.kind === "sku" ? "fixedPrice" : "percentOff";
  return (
    <tr className="align-middle">
      <td data-label="Kind" className="px-3 py-2 whitespace-nowrap">
        {RULE_KIND_LABELS[rule.kind]}
      </td>
      <td data-label="For" className="px-3 py-2 break-all">
        {what}
      </td>
      <td data-label="Price" className="px-3 py-2 whitespace-nowrap">
        {ruleValue(rule)}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-2">
          <Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="rule" />
            <input type="hidden" name="kind" value={f.kind} />
            <input type="hidden" name="target" value={f.target} />
            <input type="hidden" name="minQuantity" value={f.minQuantity} />
            <input
              name={valueName}
              defaultValue={rule.kind === "sku" ? f.fixedPrice : f.percentOff}
              aria-label={`${rule.kind === "sku" ? "Fixed price" : "Percent off"}, ${RULE_KIND_LABELS[rule.kind]} ${what}`}
              inputMode="decimal"
              maxLength={20}
              className={`${inputClass} mt-0 w-24`}
            />
            <button type="submit" className="min-h-6 text-sm font-semibold text-brand-700 underline">
              Save
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="remove-rule" />
            <input type="hidden" name="ruleId" value={id} />
            <button type="submit" className="min-h-6 text-sm font-semibold text-red-700 underline">
              Remove
            </button>
          </Form>
        </div>
      </td>
    </tr>
  );
}

export default function AdminPriceList({ loaderData, actionData }: Route.ComponentProps) {
  const { list, companies, targets, explain } = loaderData;
  const errorOf = (form: string, field: string) =>
    actionData?.form === form && !actionData.ok ? actionData.fields[field] : undefined;
  const importErrors =
    actionData?.form === "import" && !actionData.ok ? Object.entries(actionData.fields) : [];
  return (
    <AdminPage
      title={`Price list: ${list.name}`}
      actions={
        <a href={`/admin/price-lists/${list.id}/rules.csv`} download className={secondaryButtonClass}>
          Export CSV
        </a>
      }
    >
      <ActionNote result={actionData ?? null} />
      {importErrors.length > 0 ? (
        <ul aria-label="Lines refused" className="mt-2 list-disc space-y-1 pl-6 text-sm text-red-800">
          {importErrors.map(([line, message]) => (
            <li key={line}>{`${line}: ${message}`}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        {list.isDefault
          ? "The default list: every company without a list of its own buys from it."
          : `Given to ${list.companies.length === 1 ? "1 company" : `${list.companies.length} companies`}.`}{" "}
        Most specific rule wins: SKU price, then brand, then category, then everything; quantity breaks apply
        on top.
      </p>
      <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <StaffSection id="rules" title={`Rules (${list.rules.length})`}>
            {list.rules.length === 0 ? (
              <p className="text-sm text-slate-600">No rules: this list sells at list price.</p>
            ) : (
              <StaffTable headings={["Kind", "For", "Price", "Change"]} framed={false}>
                {list.rules.map((r) => (
                  <RuleRow key={r.id} id={r.id} rule={r.rule} />
                ))}
              </StaffTable>
            )}
          </StaffSection>
          <StaffSection id="add-rule" title="Add or change a rule">
            <Form method="post" className="grid gap-3 sm:grid-cols-2">
              <input type="hidden" name="intent" value="rule" />
              <SelectField
                id="kind"
                label="Kind"
                options={RULE_KINDS}
                optionLabel={(kind) => RULE_KIND_LABELS[kind as PriceRule["kind"]]}
                defaultValue="category"
                error={errorOf("rule", "kind")}
              />
              <TextField
                id="target"
                label="Category, brand or SKU"
                maxLength={100}
                list="rule-targets"
                autoComplete="off"
                error={errorOf("rule", "target")}
              />
              {/* The categories and brands to pick from, with their product counts; a SKU is typed. */}
              <datalist id="rule-targets">
                {targets.map((t) => (
                  <option key={`${t.kind}-${t.value}`} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </datalist>
              <TextField
                id="percentOff"
                label="Percent off (%, not for SKU prices)"
                inputMode="decimal"
                maxLength={20}
                error={errorOf("rule", "percentOff")}
              />
              <TextField
                id="fixedPrice"
                label="Fixed price (USD, SKU only)"
                inputMode="decimal"
                maxLength={20}
                error={errorOf("rule", "fixedPrice")}
              />
              <TextField
                id="minQuantity"
                label="From quantity (breaks only)"
                inputMode="numeric"
                maxLength={6}
                error={errorOf("rule", "minQuantity")}
              />
              <div className="flex items-end">
                <button type="submit" className={primaryButtonClass}>
                  Save rule
                </button>
              </div>
            </Form>
          </StaffSection>
        </div>
        <div className="space-y-6">
          <StaffSection id="why-this-price" title="Why this price">
            <p className="mb-3 text-sm text-slate-600">
              What a company on this list pays for a product at a quantity, and which rule, cap, floor or
              break gave it.
            </p>
            <PriceExplanationPanel
              explained={explain.explained}
              sku={explain.sku}
              quantity={explain.quantity}
            />
          </StaffSection>
          <StaffSection id="import" title="Import CSV">
            <p className="text-sm text-slate-600">
              One rule a line under the header{" "}
              <code className="break-all">kind,target,percent_off,fixed_price,min_quantity</code>. The file
              replaces all of this list&apos;s rules; a file with any bad line is refused whole.
            </p>
            <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="import" />
              <label htmlFor="csv" className="block text-sm font-medium text-slate-700">
                CSV file
              </label>
              <input
                id="csv"
                name="csv"
                type="file"
                accept=".csv,text/csv"
                className="block w-full text-sm"
              />
              <button type="submit" className={primaryButtonClass}>
                Import and replace rules
              </button>
            </Form>
          </StaffSection>
          <StaffSection id="settings" title="Settings">
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="settings" />
              <TextField
                id="name"
                label="Name"
                required
                maxLength={80}
                defaultValue={list.name}
                error={errorOf("settings", "name")}
              />
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" name="capsAtWholesale" defaultChecked={list.capsAtWholesale} />
                Cap percentage prices at the supplier&apos;s wholesale price
              </label>
              <button type="submit" className={secondaryButtonClass}>
                Save settings
              </button>
            </Form>
          </StaffSection>
          <StaffSection id="companies" title="Companies on this list">
            {list.companies.length > 0 ? (
              <ul className="mb-3 space-y-1 text-sm">
                {list.companies.map((c) => (
                  <li key={c.id}>
                    <a href={`/admin/companies/${c.id}`} className="text-brand-700 underline">
                      {c.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="assign" />
              <SelectField
                id="companyId"
                label="Give this list to"
                options={companies.map((c) => c.id)}
                optionLabel={(id) => companies.find((c) => c.id === id)?.name ?? id}
                placeholder="Choose a company"
                defaultValue=""
                error={errorOf("assign", "companyId")}
              />
              <button type="submit" className={secondaryButtonClass}>
                Assign list
              </button>
            </Form>
          </StaffSection>
          {list.isDefault ? null : (
            <StaffSection id="delete" title="Delete">
              <p className="text-sm text-slate-600">Only a list no company buys from can be deleted.</p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="delete" />
                <button type="submit" className="text-sm font-semibold text-red-700 underline">
                  Delete this price list
                </button>
              </Form>
            </StaffSection>
          )}
        </div>
      </div>
    </AdminPage>
  );
}
