import { Form, Link } from "react-router";
import type { FormFields } from "../forms/form-result.ts";
import { primaryButtonClass, secondaryButtonClass, TextField } from "../forms/fields.tsx";

export interface Refusal {
  fields: Record<string, string>;
  values: FormFields;
}

/** Add New: the number is read for its brand and last 4 digits only; no CVV is asked (nothing is charged). */
export function AddCardForm({ refused }: { refused: Refusal | null }) {
  return (
    <Form
      method="post"
      action="?"
      aria-label="Add a card"
      noValidate
      className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold text-slate-900">Add a card</h2>
      <input type="hidden" name="intent" value="add" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="cardNumber"
          label="Card Number"
          required
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          error={refused?.fields.cardNumber}
        />
        <TextField
          id="cardName"
          label="Name on Card"
          required
          autoComplete="cc-name"
          maxLength={100}
          defaultValue={refused?.values.cardName}
          error={refused?.fields.cardName}
        />
        <TextField
          id="expiryDate"
          label="Expiry Date (MM/YY)"
          required
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          defaultValue={refused?.values.expiryDate}
          error={refused?.fields.expiryDate}
        />
      </div>
      <p className="text-sm text-slate-600">
        We keep only the card&apos;s brand, last 4 digits and expiry date, never the full number.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass}>
          Save Card
        </button>
        <Link to="?" className={secondaryButtonClass}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** Edit: a saved card's expiry date (a new number is a new card). */
export function EditCardForm({
  id,
  label,
  expiry,
  refused,
}: {
  id: string;
  label: string;
  expiry: string;
  refused: Refusal | null;
}) {
  return (
    <Form
      method="post"
      action="?"
      aria-label={`Edit ${label}`}
      noValidate
      className="mt-3 flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="id" value={id} />
      <TextField
        id="expiryDate"
        label="Expiry Date (MM/YY)"
        required
        autoComplete="cc-exp"
        maxLength={7}
        defaultValue={refused?.values.expiryDate ?? expiry}
        error={refused?.fields.expiryDate}
      />
      <button type="submit" className={primaryButtonClass}>
        Save
      </button>
      <Link to="?" className={secondaryButtonClass}>
        Cancel
      </Link>
    </Form>
  );
}
