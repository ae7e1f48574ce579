import type { ProductDetail } from "../../../core/catalog-types.ts";
import { safeHref } from "./safe-url.ts";

/** One tab, 'Product Information': long description, documents, specifications table. */
export function ProductInformation({ product }: { product: ProductDetail }) {
  const documents = [
    { label: "Spec Sheet", href: safeHref(product.specSheet) },
    { label: "Manual", href: safeHref(product.manual) },
  ].filter((d): d is { label: string; href: string } => d.href !== null);

  return (
    <section className="mt-12">
      <div role="tablist" aria-label="Product details" className="border-b border-slate-200">
        <button
          type="button"
          role="tab"
          id="tab-product-information"
          aria-selected="true"
          aria-controls="panel-product-information"
          className="-mb-px border-b-2 border-brand-700 px-1 pb-3 text-base font-bold text-brand-800"
        >
          Product Information
        </button>
      </div>
      <div
        role="tabpanel"
        id="panel-product-information"
        aria-labelledby="tab-product-information"
        className="grid grid-cols-1 gap-10 pt-6 lg:grid-cols-5"
      >
        <div className="lg:col-span-3">
          <h2 className="text-lg font-bold text-slate-900">Description</h2>
          {product.longDescription ? (
            // Sanitised to a safe HTML subset at import (server/catalog/import/sanitise.ts).
            <div
              className="prose-catalog mt-3 text-base leading-7 text-slate-700"
              dangerouslySetInnerHTML={{ __html: product.longDescription }}
            />
          ) : (
            <p className="mt-3 text-slate-600">No product information available.</p>
          )}
          <h2 className="mt-8 text-lg font-bold text-slate-900">Documentation</h2>
          {documents.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-3">
              {documents.map((d) => (
                <li key={d.label}>
                  <a
                    href={d.href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex h-10 items-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {d.label} <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-600">No documentation available for this product.</p>
          )}
        </div>
        <div className="lg:col-span-2">
          <h2 className="text-lg font-bold text-slate-900">Specifications</h2>
          {/* The table's cells are styled by `.spec-table` (app.css), not one by one. */}
          {product.specs.length > 0 ? (
            <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
              <table className="spec-table">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col">Specification</th>
                    <th scope="col">Imperial</th>
                    <th scope="col">Metric</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {product.specs.map((row) => (
                    <tr key={row.name}>
                      <th scope="row">{row.name}</th>
                      {row.metric === null ? (
                        // No metric form (PPF, voltage, warranty …): one value across both columns.
                        <td colSpan={2}>{row.imperial ?? "—"}</td>
                      ) : (
                        <>
                          <td>{row.imperial ?? "—"}</td>
                          <td>{row.metric}</td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-3 text-slate-600">No physical specifications available for this product.</p>
          )}
        </div>
      </div>
    </section>
  );
}
