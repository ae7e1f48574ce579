import { Form, Link } from "react-router";
import { APPLICATION_COUNTRIES } from "../../../core/commercial-application.ts";
import type { FormFields } from "../forms/form-result.ts";
import { primaryButtonClass, secondaryButtonClass, TextField } from "../forms/fields.tsx";
import { FormRegionFields } from "../forms/region-fields.tsx";

export interface ProfileView {
  fullName: string;
  workEmail: string;
  phone: string;
  company: string;
  country: string;
  state: string;
  address: string;
  city: string;
  zipCode: string;
}

const SHOWN: [keyof ProfileView, string][] = [
  ["fullName", "Full Name"],
  ["workEmail", "Work Email"],
  ["phone", "Phone"],
  ["company", "Company"],
  ["country", "Country"],
  ["state", "State / Province"],
  ["address", "Address"],
  ["city", "City"],
  ["zipCode", "ZIP Code"],
];

/**
 * Profile: read-only until Edit Profile (which then reads Cancel). Editing is its own URL
 * (?tab=profile&edit=1), so it works without JavaScript; the form posts back to the read-only URL.
 */
export function ProfileTab({
  profile,
  editing,
  refused,
}: {
  profile: ProfileView;
  editing: boolean;
  refused: { fields: Record<string, string>; values: FormFields } | null;
}) {
  const value = (name: keyof ProfileView) => refused?.values[name] ?? profile[name];
  return (
    <section
      aria-labelledby="profile-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
          Profile Information
        </h2>
        <Link
          to={editing ? "?tab=profile" : "?tab=profile&edit=1"}
          className={secondaryButtonClass}
          preventScrollReset
        >
          {editing ? "Cancel" : "Edit Profile"}
        </Link>
      </div>
      {editing ? (
        <Form
          method="post"
          action="?tab=profile"
          aria-label="Profile Information"
          noValidate
          className="mt-4"
        >
          <input type="hidden" name="intent" value="profile" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="fullName"
              label="Full Name"
              required
              autoComplete="name"
              maxLength={200}
              defaultValue={value("fullName")}
              error={refused?.fields.fullName}
            />
            <TextField
              id="workEmail"
              label="Work Email"
              type="email"
              readOnly
              disabled
              value={profile.workEmail}
            />
            <TextField
              id="phone"
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
              maxLength={40}
              defaultValue={value("phone")}
              error={refused?.fields.phone}
            />
            <TextField id="company" label="Company" readOnly disabled value={profile.company} />
            <FormRegionFields
              countries={APPLICATION_COUNTRIES}
              initialCountry={value("country")}
              initialState={value("state")}
              disabled={false}
              stateError={refused?.fields.state}
            />
            <TextField
              id="address"
              label="Address"
              autoComplete="street-address"
              maxLength={200}
              defaultValue={value("address")}
              error={refused?.fields.address}
            />
            <TextField
              id="city"
              label="City"
              autoComplete="address-level2"
              maxLength={100}
              defaultValue={value("city")}
              error={refused?.fields.city}
            />
            <TextField
              id="zipCode"
              label="ZIP Code"
              autoComplete="postal-code"
              maxLength={20}
              defaultValue={value("zipCode")}
              error={refused?.fields.zipCode}
            />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            Your work email is your sign-in name and the company name is kept by our team; contact us to
            change either.
          </p>
          <button type="submit" className={`${primaryButtonClass} mt-5`}>
            Save Changes
          </button>
        </Form>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {SHOWN.map(([name, label]) => (
            <div key={name}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 text-slate-900">{profile[name] || "—"}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
