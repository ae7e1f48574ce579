import { Form, Link } from "react-router";
import { termsWords } from "../../core/company-admin-forms.ts";
import { formatMoney, groupedDollars } from "../../core/money.ts";
import { creditLeftCents } from "../../core/payment-terms.ts";
import { repeatSummary } from "../../core/repeat-orders.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { ActionNote } from "../features/back-office/action-note.tsx";
import { BillingContactsForm } from "../features/billing/billing-contacts-form.tsx";
import { AdminPage, staffPageHeaders, statusWords } from "../features/back-office/admin-page.tsx";
import { companyAction } from "../features/back-office/company-actions.server.ts";
import { notAForm } from "../features/back-office/form-run.server.ts";
import { orNotFound } from "../components/service-refusal.server.ts";
import { StaffSection } from "../features/back-office/staff-section.tsx";
import {
  primaryButtonClass,
  secondaryButtonClass,
  SelectField,
  TextAreaField,
  TextField,
} from "../features/forms/fields.tsx";
import { readForm } from "../features/forms/form-action.server.ts";
import type { Route } from "./+types/admin-company";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Company",
    description: "Back office: one company.",
    url: `${publicUrlFrom(matches)}/admin/companies/${params.id}`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { commercial, pricing, billing, account } = args.context.services;
  const [company, lists, terms, contacts, sites, repeatOrders] = await Promise.all([
    orNotFound(commercial.companies.byId(args.params.id)),
    pricing.lists.lists(),
    billing.terms(args.params.id),
    billing.contacts.list(args.params.id),
    commercial.sites.list(args.params.id),
    account.repeatOrders.list(args.params.id),
  ]);
  return {
    company,
    sites,
    repeatOrders,
    lists: lists.map((l) => ({ id: l.id, name: l.name, isDefault: l.isDefault })),
    openCents: terms?.openCents ?? 0,
    creditLeftCents: terms ? creditLeftCents(terms) : 0,
    contacts,
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireStaff(args);
  await orNotFound(args.context.services.commercial.companies.byId(args.params.id));
  const form = await readForm(args.request);
  return form
    ? companyAction(
        args.context,
        viewer,
        args.params.id,
        form,
        args.request.headers.get("cookie") ?? undefined,
      )
    : notAForm("company");
}

export default function AdminCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { company: c, lists, openCents, creditLeftCents: left, contacts, sites, repeatOrders } = loaderData;
  const errorOf = (form: string, field: string) =>
    actionData?.form === form && !actionData.ok ? actionData.fields[field] : undefined;
  const defaultList = lists.find((l) => l.isDefault);
  const active = c.status === "active";
  return (
    <AdminPage
      title={c.name}
      actions={
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${active ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
        >
          {statusWords(c.status)}
        </span>
      }
    >
      <ActionNote result={actionData ?? null} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <StaffSection id="buyers" title={`Buyers (${c.members.length})`}>
          {c.members.length === 0 ? (
            <p className="text-sm text-slate-600">No buyers yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {c.members.map((m) => (
                <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium">{m.name}</span> · {m.role}
                    <br />
                    <span className="break-all text-slate-600">{m.email}</span>
                  </span>
                  {active ? (
                    // A full page load: every page after it carries the banner from the server.
                    <Form method="post" reloadDocument>
                      <input type="hidden" name="intent" value="shop-as" />
                      <input type="hidden" name="buyerUserId" value={m.userId} />
                      <button type="submit" className={secondaryButtonClass}>
                        Shop as {m.name}
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </StaffSection>
        <StaffSection id="terms" title="Payment terms">
          <p className="text-sm text-slate-600">Now: {termsWords(c)}</p>
          {c.paymentTerms === "net30" ? (
            <p className="mt-1 text-sm text-slate-600" data-testid="company-credit">
              Open on account (unpaid orders): {formatMoney(openCents)} · credit left {formatMoney(left)}
            </p>
          ) : null}
          <p className="mt-1 text-sm">
            <Link
              to={`/admin/companies/${encodeURIComponent(c.id)}/statement`}
              className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
            >
              Statement of account
            </Link>
          </p>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="terms" />
            <fieldset className="space-y-2 text-sm">
              <legend className="sr-only">Payment terms</legend>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="paymentTerms"
                  value="card"
                  defaultChecked={c.paymentTerms === "card"}
                />
                Card only
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="paymentTerms"
                  value="net30"
                  defaultChecked={c.paymentTerms === "net30"}
                />
                Net 30 with a credit limit
              </label>
            </fieldset>
            <TextField
              id="creditLimit"
              label="Credit limit (USD, net 30 only)"
              inputMode="decimal"
              maxLength={20}
              defaultValue={c.creditLimitCents ? groupedDollars(c.creditLimitCents) : ""}
              error={errorOf("terms", "creditLimit")}
            />
            <button type="submit" className={primaryButtonClass}>
              Save payment terms
            </button>
          </Form>
        </StaffSection>
        <StaffSection id="billing-contacts" title="Billing contacts">
          <BillingContactsForm
            key={actionData?.ok ? actionData.message : "contacts"}
            contacts={contacts}
            editable
            errors={actionData?.form === "add-contact" && !actionData.ok ? actionData.fields : undefined}
          />
        </StaffSection>
        <StaffSection id="price-list" title="Price list">
          <p className="text-sm text-slate-600">
            Now: {c.priceListName}
            {c.priceListId === null ? " (the default list)" : ""}
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="price-list" />
            <SelectField
              id="priceListId"
              label="Buys from"
              className="min-w-48 flex-1"
              options={lists.map((l) => String(l.id))}
              optionLabel={(id) => {
                const list = lists.find((l) => String(l.id) === id);
                return list?.isDefault ? `${list.name} (default)` : (list?.name ?? id);
              }}
              defaultValue={String(c.priceListId ?? defaultList?.id ?? "")}
              error={errorOf("price-list", "priceListId")}
            />
            <button type="submit" className={primaryButtonClass}>
              Assign list
            </button>
          </Form>
        </StaffSection>
        {active && c.members.length > 0 ? (
          <StaffSection id="new-quote" title="New quote">
            <p className="text-sm text-slate-600">
              Priced at the company&apos;s prices unless you type a price, and sent to the buyer at once with
              its PDF.
            </p>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="quote" />
              <SelectField
                id="buyerUserId"
                label="For"
                required
                options={c.members.map((m) => m.userId)}
                optionLabel={(id) => {
                  const m = c.members.find((member) => member.userId === id);
                  return m ? `${m.name} (${m.email})` : id;
                }}
                error={errorOf("quote", "buyerUserId")}
              />
              <TextAreaField
                id="lines"
                label="Lines: SKU, quantity and, to set it, a unit price in dollars (one line each)"
                required
                rows={4}
                placeholder={"IL-Q1 2\nSPD-Q1 5 45.00"}
                error={errorOf("quote", "lines")}
              />
              <div className="flex flex-wrap gap-3">
                <TextField
                  id="freight"
                  label="Freight ($)"
                  required
                  defaultValue="0"
                  inputMode="decimal"
                  error={errorOf("quote", "freight")}
                />
                <TextField
                  id="validUntil"
                  label="Valid until"
                  type="date"
                  required
                  error={errorOf("quote", "validUntil")}
                />
              </div>
              <TextAreaField id="note" label="Note to the buyer" rows={2} maxLength={2000} />
              <button type="submit" className={primaryButtonClass}>
                Price and send the quote
              </button>
            </Form>
          </StaffSection>
        ) : null}
        <StaffSection id="sites" title={`Sites (${sites.length})`}>
          <p className="text-sm text-slate-600">
            A site has its own addresses and documents; one with its own price list prices its documents from
            it.
          </p>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {sites.map((site) => (
              <li key={site.id} className="grid gap-2 py-3">
                <Form
                  method="post"
                  className="flex flex-wrap items-end gap-2"
                  aria-label={`Rename ${site.name}`}
                >
                  <input type="hidden" name="intent" value="rename-site" />
                  <input type="hidden" name="id" value={site.id} />
                  <TextField
                    id={`site-name-${site.id}`}
                    name="name"
                    label="Site name"
                    defaultValue={site.name}
                    maxLength={80}
                  />
                  <button type="submit" className={secondaryButtonClass}>
                    Rename<span className="sr-only"> {site.name}</span>
                  </button>
                </Form>
                <Form
                  method="post"
                  className="flex flex-wrap items-end gap-2"
                  aria-label={`Price list of ${site.name}`}
                >
                  <input type="hidden" name="intent" value="site-price-list" />
                  <input type="hidden" name="siteId" value={site.id} />
                  <SelectField
                    id={`site-list-${site.id}`}
                    name="priceListId"
                    label={`${site.name} buys from`}
                    options={["", ...lists.map((l) => String(l.id))]}
                    optionLabel={(id) => lists.find((l) => String(l.id) === id)?.name ?? "The company's list"}
                    defaultValue={site.priceListId === null ? "" : String(site.priceListId)}
                  />
                  <button type="submit" className={secondaryButtonClass}>
                    Set list<span className="sr-only"> of {site.name}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="add-site" />
            <TextField
              id="new-site-name"
              name="name"
              label="New site"
              maxLength={80}
              error={errorOf("sites", "name")}
            />
            <button type="submit" className={primaryButtonClass}>
              Add site
            </button>
          </Form>
        </StaffSection>
        <StaffSection id="repeat-orders" title={`Repeat orders (${repeatOrders.length})`}>
          {repeatOrders.length === 0 ? (
            <p className="text-sm text-slate-600">The company orders no list again on a schedule.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {repeatOrders.map((s) => (
                <li key={s.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                  <span className="font-medium text-slate-900">{s.listName}</span>
                  <span className="text-slate-700">
                    {repeatSummary(s)} · by {s.buyerName}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </StaffSection>
        <StaffSection id="status" title="Status">
          <p className="text-sm text-slate-600">
            {active
              ? "Deactivating signs the company's buyers out; they cannot sign in until it is reactivated."
              : "Deactivated: its buyers cannot sign in. Reactivating lets them sign in again."}
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value={active ? "deactivated" : "active"} />
            <button type="submit" className={secondaryButtonClass}>
              {active ? "Deactivate company" : "Reactivate company"}
            </button>
          </Form>
        </StaffSection>
      </div>
    </AdminPage>
  );
}
