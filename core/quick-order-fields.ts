/** The quick order's fields (app/routes/new-quotation.tsx): repeated sku/quantity rows, a pasted CSV, a file. */
export const QUICK_ORDER_FIELDS = {
  sku: "sku",
  quantity: "quantity",
  csv: "csv",
  file: "csvFile",
  intent: "intent",
  /** Beside a previewed or to-fix line's sku and quantity: where it was first ("Pasted line 3"). */
  origin: "origin",
} as const;
