import { Link } from "react-router";
import { primaryButtonClass } from "../forms/fields.tsx";

const STEPS = [
  "Your request has been received",
  "A confirmation email is on its way",
  "Our sales team will contact you within 24 hours",
];

/** 'Order Request Submitted!', 'Email Confirmation Sent' with the email, three ticks. */
export function QuoteSubmitted({ email }: { email: string }) {
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-8 text-center" role="status">
      <h2 className="text-2xl font-bold text-brand-800">Order Request Submitted!</h2>
      <p className="mt-4 font-semibold text-slate-900">Email Confirmation Sent</p>
      <p className="mt-1 text-slate-700">
        We sent a confirmation to <strong>{email}</strong>.
      </p>
      <ul className="mx-auto mt-6 max-w-sm space-y-2 text-left">
        {STEPS.map((s) => (
          <li key={s} className="flex items-start gap-2 text-slate-800">
            <span aria-hidden="true" className="font-bold text-brand-600">
              ✓
            </span>
            {s}
          </li>
        ))}
      </ul>
      <Link to="/" className={`${primaryButtonClass} mt-8`}>
        Continue Shopping
      </Link>
    </div>
  );
}
