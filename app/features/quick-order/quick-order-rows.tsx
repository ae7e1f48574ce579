import { useId, useState } from "react";
import { useProductSearch } from "../search/use-product-search.ts";
import { inputClass, secondaryButtonClass } from "../forms/fields.tsx";
import { QUICK_ORDER_ROWS } from "../../../core/quick-order-form.ts";
import { QUICK_ORDER_FIELDS as F } from "../../../core/quick-order-fields.ts";

interface Row {
  key: number;
  sku: string;
  quantity: string;
}

/** One row: the sku input suggests products as the buyer types (the header search's API, the specification's debounce). */
function QuickOrderRow({ row, index, onChange }: { row: Row; index: number; onChange(row: Row): void }) {
  const listId = useId();
  const { hits } = useProductSearch(row.sku);
  return (
    <li className="grid grid-cols-[1fr_7rem] gap-3 sm:grid-cols-[1fr_9rem]">
      <div>
        <label htmlFor={`${listId}-sku`} className="block text-sm font-medium text-slate-700">
          SKU or product, row {index + 1}
        </label>
        {/* A fresh row has no earlier place: it is numbered as a row. */}
        <input type="hidden" name={F.origin} value="" />
        <input
          id={`${listId}-sku`}
          name={F.sku}
          list={listId}
          autoComplete="off"
          value={row.sku}
          onChange={(e) => onChange({ ...row, sku: e.target.value })}
          className={inputClass}
        />
        <datalist id={listId}>
          {hits.map((hit) => (
            <option key={hit.sku} value={hit.sku}>
              {hit.name}
            </option>
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor={`${listId}-quantity`} className="block text-sm font-medium text-slate-700">
          Quantity, row {index + 1}
        </label>
        <input
          id={`${listId}-quantity`}
          name={F.quantity}
          inputMode="numeric"
          value={row.quantity}
          onChange={(e) => onChange({ ...row, quantity: e.target.value })}
          className={inputClass}
        />
      </div>
    </li>
  );
}

/** The quick order's rows of sku and quantity; at least QUICK_ORDER_ROWS, more with 'Add row' (JavaScript). */
export function QuickOrderRows({ initial }: { initial: { sku: string; quantity: string }[] }) {
  const [rows, setRows] = useState<Row[]>(() => {
    const start = [...initial];
    while (start.length < QUICK_ORDER_ROWS) start.push({ sku: "", quantity: "" });
    return start.map((r, key) => ({ ...r, key }));
  });
  return (
    <div>
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <QuickOrderRow
            key={row.key}
            row={row}
            index={index}
            onChange={(next) => setRows(rows.map((r) => (r.key === next.key ? next : r)))}
          />
        ))}
      </ol>
      <button
        type="button"
        className={`${secondaryButtonClass} mt-3`}
        onClick={() => setRows([...rows, { key: rows.length, sku: "", quantity: "" }])}
      >
        Add row
      </button>
    </div>
  );
}
