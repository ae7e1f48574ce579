import { Link } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "../forms/fields.tsx";

/**
 * The page a created sales document is confirmed on (/thankyou for a quote, /order-confirmation for an
 * order): a tick and heading, the kind's own details, then Continue Shopping and Back to Home.
 */
export function DocumentConfirmation({
  heading,
  intro,
  wide = false,
  children,
}: {
  heading: string;
  intro: React.ReactNode;
  /** Orders show items beside the address, so their page is wider. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <main className={`mx-auto ${wide ? "max-w-4xl" : "max-w-3xl"} px-4 py-10 lg:py-14`}>
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-6 text-center sm:p-8">
        <span
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-3xl text-white"
        >
          ✓
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        {intro}
      </div>
      {children}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/products" className={primaryButtonClass}>
          Continue Shopping
        </Link>
        <Link to="/" className={secondaryButtonClass}>
          Back to Home
        </Link>
      </div>
    </main>
  );
}
