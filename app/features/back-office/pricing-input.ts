/**
 * The quote pricing form's repeated fields (sku, name, quantity, unitPrice per row; remove = row index)
 * as priceQuoteSchema's input: removed rows and wholly blank new rows are left out.
 */
export function pricingInput(form: FormData) {
  const all = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  const [skus, names, quantities, prices] = ["sku", "name", "quantity", "unitPrice"].map(all);
  const removed = new Set(all("remove"));
  const lines = skus
    .map((sku, i) => ({
      sku,
      name: names[i] ?? "",
      quantity: quantities[i] ?? "",
      unitPrice: prices[i] ?? "",
    }))
    .filter(
      (l, i) =>
        !removed.has(String(i)) && [l.sku, l.name, l.quantity, l.unitPrice].some((v) => v.trim() !== ""),
    );
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { lines, freight: text("freight"), note: text("note"), validUntil: text("validUntil") };
}
