/** The quick order's fields (app/routes/new-quotation.tsx): repeated sku/quantity rows, a pasted CSV, a file. */
export const QUICK_ORDER_FIELDS = {
  sku: "sku",
  quantity: "quantity",
  csv: "csv",
  file: "csvFile",
  intent: "intent",
} as const;
