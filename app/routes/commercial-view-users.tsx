import { shopDate } from "../../core/shop-time.ts";
import { data, Form, useActionData } from "react-router";
import {
  companyUsersSchema,
  INVITATION_SENT_MESSAGE,
  MEMBER_REMOVED_MESSAGE,
  ROLE_CHANGED_MESSAGE,
} from "../../core/company-invitation.ts";
import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from "../../core/company-roles.ts";
import { requireCompanyAdmin } from "../features/identity/guards.ts";
import { ownerOnlyRefusal } from "../features/identity/owner-only.server.ts";
import {
  FormBanner,
  primaryButtonClass,
  secondaryButtonClass,
  SelectField,
  TextField,
} from "../features/forms/fields.tsx";
import {
  acceptFields,
  readFields,
  refusedNotAForm,
  serviceRefusal,
} from "../features/forms/form-action.server.ts";
import { LIMITS_SAVED_MESSAGE, spendingLimitsSchema } from "../../core/order-approval.ts";
import { limitsWords } from "../../core/spending-limits.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { CompanyRole } from "../../core/viewer.ts";
import {
  memberSitesInput,
  memberSitesSchema,
  showsSites,
  SITE_MEMBERS_SAVED_MESSAGE,
  type CompanySite,
} from "../../core/company-sites.ts";
import type { Route } from "./+types/commercial-view-users";

export const meta: Route.MetaFunction = () => [
  { title: "Users · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireCompanyAdmin(args);
  const { members, sites } = args.context.services.commercial;
  const [people, companySites, memberSites] = await Promise.all([
    members.list(viewer),
    sites.list(viewer.companyId),
    sites.memberSites(viewer.companyId),
  ]);
  return data({
    ...people,
    companyName: viewer.companyName,
    self: viewer.userId,
    sites: companySites,
    memberSites: Object.fromEntries(memberSites),
  });
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireCompanyAdmin(args);
  const ownerOnly = ownerOnlyRefusal(viewer, "who is in the company and what they may spend");
  if (ownerOnly) return ownerOnly;
  const fields = await readFields(args.request);
  if (!fields) return refusedNotAForm();
  const { members, sites } = args.context.services.commercial;
  if (fields.intent === "sites") {
    const chosen = await acceptFields(fields, args.context, {
      bucket: "company-users",
      schema: memberSitesSchema,
      input: memberSitesInput,
    });
    if (!chosen.ok) return chosen.response;
    try {
      await sites.setMemberSites(viewer, chosen.data.userId, chosen.data.siteIds);
    } catch (error) {
      return serviceRefusal(error, chosen.values);
    }
    return data({ ok: true, message: SITE_MEMBERS_SAVED_MESSAGE } satisfies FormResult);
  }
  if (fields.intent === "limits") {
    const limits = await acceptFields(fields, args.context, {
      bucket: "company-users",
      schema: spendingLimitsSchema,
      input: (values) => values,
    });
    if (!limits.ok) return limits.response;
    try {
      await members.setLimits(viewer, limits.data.userId, limits.data.limits);
    } catch (error) {
      return serviceRefusal(error, limits.values);
    }
    return data({ ok: true, message: LIMITS_SAVED_MESSAGE } satisfies FormResult);
  }
  const form = await acceptFields(fields, args.context, {
    bucket: "company-users",
    schema: companyUsersSchema,
    input: (values) => values,
  });
  if (!form.ok) return form.response;
  const request = form.data;
  try {
    if (request.intent === "invite") await members.invite(viewer, request);
    else if (request.intent === "role") await members.changeRole(viewer, request.userId, request.role);
    else await members.remove(viewer, request.userId);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  const message = {
    invite: INVITATION_SENT_MESSAGE,
    role: ROLE_CHANGED_MESSAGE,
    remove: MEMBER_REMOVED_MESSAGE,
  };
  return data({ ok: true, message: message[request.intent] } satisfies FormResult);
}

const dollarsOf = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

/** A member's order limit and monthly budget, in dollars; blank is none. */
function LimitsForm({
  member,
}: {
  member: {
    userId: string;
    email: string;
    orderLimitCents: number | null;
    monthlyBudgetCents: number | null;
  };
}) {
  const id = member.userId;
  return (
    <Form
      method="post"
      className="flex w-full flex-wrap items-end gap-2"
      aria-label={`Limits of ${member.email}`}
    >
      <input type="hidden" name="userId" value={id} />
      <p className="w-full text-sm text-slate-600" data-testid="member-limits">
        {limitsWords(member)}
      </p>
      <label className="grid text-sm text-slate-800">
        Order limit ($)
        <input
          name="orderLimit"
          inputMode="decimal"
          defaultValue={dollarsOf(member.orderLimitCents)}
          className="h-11 w-32 rounded-md border border-slate-300 px-2 text-slate-900"
        />
      </label>
      <label className="grid text-sm text-slate-800">
        Monthly budget ($)
        <input
          name="monthlyBudget"
          inputMode="decimal"
          defaultValue={dollarsOf(member.monthlyBudgetCents)}
          className="h-11 w-32 rounded-md border border-slate-300 px-2 text-slate-900"
        />
      </label>
      <button type="submit" name="intent" value="limits" className={secondaryButtonClass}>
        Save limits<span className="sr-only"> of {member.email}</span>
      </button>
    </Form>
  );
}

const dateOf = (iso: string) => shopDate(iso);

/** The sites a member works for, as boxes (`site-{id}`); none ticked is every site (ADR 0270). */
function MemberSitesForm({
  member,
  sites,
  chosen,
}: {
  member: { userId: string; email: string };
  sites: readonly CompanySite[];
  chosen: readonly string[];
}) {
  return (
    <Form method="post" className="w-full" aria-label={`Sites of ${member.email}`}>
      <input type="hidden" name="userId" value={member.userId} />
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
        <legend className="mb-1 text-sm text-slate-600" data-testid="member-sites">
          {chosen.length === 0
            ? "Works for every site."
            : `Limited to ${sites
                .filter((s) => chosen.includes(s.id))
                .map((s) => s.name)
                .join(", ")}.`}
        </legend>
        {sites.map((site) => (
          <label key={site.id} className="inline-flex min-h-6 items-center gap-2">
            <input
              type="checkbox"
              name={`site-${site.id}`}
              defaultChecked={chosen.includes(site.id)}
              className="h-6 w-6 accent-brand-700"
            />
            {site.name}
          </label>
        ))}
        <button type="submit" name="intent" value="sites" className={secondaryButtonClass}>
          Save sites<span className="sr-only"> of {member.email}</span>
        </button>
      </fieldset>
    </Form>
  );
}

export default function CompanyUsers({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { members, invitations, companyName, self, sites, memberSites } = loaderData;
  const refused = result && !result.ok ? result : null;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Users of {companyName}</h1>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}

      <section aria-labelledby="members-heading" className="mt-8">
        <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
          Members
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {m.name} {m.userId === self ? <span className="text-sm text-slate-500">(you)</span> : null}
                </p>
                <p className="truncate text-sm text-slate-600">{m.email}</p>
              </div>
              {m.userId === self ? (
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  {COMPANY_ROLE_LABELS[m.role]}
                </span>
              ) : (
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="userId" value={m.userId} />
                  <label htmlFor={`role-${m.userId}`} className="sr-only">
                    Role of {m.email}
                  </label>
                  <select
                    id={`role-${m.userId}`}
                    name="role"
                    defaultValue={m.role}
                    className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
                  >
                    {COMPANY_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {COMPANY_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                  <button type="submit" name="intent" value="role" className={secondaryButtonClass}>
                    Change role<span className="sr-only"> of {m.email}</span>
                  </button>
                  <button type="submit" name="intent" value="remove" className={secondaryButtonClass}>
                    Remove<span className="sr-only"> {m.email}</span>
                  </button>
                </Form>
              )}
              <LimitsForm member={m} />
              {showsSites(sites) ? (
                <MemberSitesForm member={m} sites={sites} chosen={memberSites[m.userId] ?? []} />
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="invitations-heading" className="mt-8">
        <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
          Pending invitations
        </h2>
        {invitations.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No pending invitations.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="font-medium text-slate-900">{i.email}</span>
                <span className="text-slate-600">
                  {COMPANY_ROLE_LABELS[i.role]} · expires {dateOf(i.expiresAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="invite-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          Invite a colleague
        </h2>
        <Form
          method="post"
          noValidate
          aria-label="Invite a colleague"
          className="mt-3 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        >
          <TextField
            id="email"
            label="Work Email"
            type="email"
            autoComplete="off"
            required
            defaultValue={refused?.values.email}
            error={refused?.fields.email}
          />
          <SelectField
            id="role"
            label="Role"
            required
            options={COMPANY_ROLES}
            optionLabel={(role) => COMPANY_ROLE_LABELS[role as CompanyRole]}
            defaultValue={refused?.values.role ?? "buyer"}
            error={refused?.fields.role}
          />
          <button type="submit" name="intent" value="invite" className={primaryButtonClass}>
            Send invitation
          </button>
        </Form>
      </section>
    </div>
  );
}
