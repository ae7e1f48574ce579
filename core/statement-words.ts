import type { StatementEntryKind } from "./account-statement.ts";

/** How a statement names its entries, on the page and in the PDF. */
export const STATEMENT_ENTRY_WORDS: Record<StatementEntryKind, string> = {
  invoice: "Invoice",
  "credit-note": "Credit note",
  payment: "Payment",
};

/** The finance charge's line: accrued on overdue balances, shown and never added to what is owed. */
export const FINANCE_CHARGE_SHOWN_NOTE =
  "Finance charge accrued at 1.5% per month on overdue balances; shown here, not added to the balance.";
