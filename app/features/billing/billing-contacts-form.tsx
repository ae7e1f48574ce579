import { Form } from "react-router";
import { MAX_BILLING_CONTACTS, type BillingContact } from "../../../core/billing-contacts.ts";
import { primaryButtonClass, secondaryButtonClass, TextField } from "../forms/fields.tsx";

/**
 * A company's billing contacts, who receive its invoices (PDF attached) and payment reminders: the list
 * with a Remove button each and, when `editable`, a form to add one. The company admin's Invoices pane
 * and the staff company page show the same; each posts `intent` add-contact / remove-contact.
 */
export function BillingContactsForm({
  contacts,
  editable,
  errors,
  values,
}: {
  contacts: readonly BillingContact[];
  editable: boolean;
  /** The add form's field errors, and what was posted, after a refusal. */
  errors?: Record<string, string>;
  values?: Record<string, string>;
}) {
  return (
    <div className="text-sm">
      <p className="text-slate-600">
        Invoices (with the PDF) and payment reminders go to the buyer who placed the order and to these
        people.{editable ? "" : " Your company's admin names them."}
      </p>
      {contacts.length === 0 ? (
        <p className="mt-2 text-slate-600">No billing contacts yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Billing contacts">
          {contacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{c.name}</span>
                <br />
                <span className="break-all text-slate-600">{c.email}</span>
              </span>
              {editable ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-contact" />
                  <input type="hidden" name="contactId" value={c.id} />
                  <button type="submit" className={secondaryButtonClass}>
                    Remove<span className="sr-only"> {c.email}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable && contacts.length < MAX_BILLING_CONTACTS ? (
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="add-contact" />
          <TextField
            id="name"
            label="Name"
            maxLength={100}
            autoComplete="off"
            defaultValue={values?.name}
            error={errors?.name}
          />
          <TextField
            id="email"
            label="Email"
            type="email"
            maxLength={254}
            autoComplete="off"
            defaultValue={values?.email}
            error={errors?.email}
          />
          <button type="submit" className={primaryButtonClass}>
            Add billing contact
          </button>
        </Form>
      ) : editable ? (
        <p className="mt-2 text-slate-600">
          A company can name at most {MAX_BILLING_CONTACTS} billing contacts.
        </p>
      ) : null}
    </div>
  );
}
