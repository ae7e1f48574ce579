/** Which kind a document number names: ORD-… an order, anything else a quote. */
export const documentKindOf = (documentNumber: string): "quote" | "order" =>
  /^ORD-/i.test(documentNumber) ? "order" : "quote";
