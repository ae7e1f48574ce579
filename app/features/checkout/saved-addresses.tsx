import { Link } from "react-router";
import { addressLine, type CompanyAddress } from "../../../core/saved-address.ts";

/**
 * The company's ship-to addresses as links (?address=…): choosing one renders checkout again with it
 * filled in, with or without JavaScript. The addresses are managed in the account area.
 */
export function SavedAddresses({
  addresses,
  selectedId,
}: {
  addresses: readonly CompanyAddress[];
  selectedId: string | null;
}) {
  return (
    <nav
      aria-labelledby="saved-addresses-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="saved-addresses-heading" className="text-lg font-semibold text-slate-900">
        Ship to a saved address
      </h2>
      {addresses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Your company has no saved addresses yet.{" "}
          <Link to="/commercial-view/addresses" className="font-medium text-brand-700 underline">
            Add one
          </Link>{" "}
          to have checkout fill it in.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {addresses.map((a) => (
            <li key={a.id}>
              <Link
                to={`?address=${encodeURIComponent(a.id)}`}
                replace
                preventScrollReset
                aria-current={a.id === selectedId ? "true" : undefined}
                className="block rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:border-brand-700 aria-[current]:border-brand-700 aria-[current]:bg-brand-50"
              >
                <span className="font-medium">
                  {a.firstName} {a.lastName}
                </span>
                {a.isDefault ? (
                  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    Default
                  </span>
                ) : null}
                <span className="block text-slate-600">{addressLine(a)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link to="/commercial-view/addresses" className="font-medium text-brand-700 underline">
          Manage addresses
        </Link>
      </p>
    </nav>
  );
}
