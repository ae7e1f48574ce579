import { describe, expect, it } from "vitest";
import { formatMoney, formatUsd, groupedDollars } from "./money.ts";

const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe("money formatting", () => {
  it("'$price USD' with locale grouping", () => {
    expect(formatUsd(123456789)).toBe("$1,234,567.89 USD");
    expect(formatUsd(0)).toBe("$0.00 USD");
    expect(formatMoney(5000)).toBe("$50.00");
    expect(formatMoney(99)).toBe("$0.99");
  });

  it("writes a negative amount (a credit, a balance in the company's favour) with its sign first, as en-US does", () => {
    const currency = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const cents of [-44280, -1, -99, -123456789])
      expect(formatMoney(cents)).toBe(currency.format(cents / 100));
    expect(formatUsd(-150)).toBe("-$1.50 USD");
    expect(formatMoney(-0.4)).toBe("$0.00");
  });

  it("groups and rounds as Intl.NumberFormat('en-US') does, over every magnitude", () => {
    const samples = [
      0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 1000000, 987654321, -1, -150, -123456,
    ];
    for (let cents = 1; cents < 1e13; cents = cents * 7 + 3) samples.push(cents, -cents);
    for (const cents of samples) expect(groupedDollars(cents)).toBe(intl.format(cents / 100));
  });
});
