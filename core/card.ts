/** Card checks done before an order is accepted; only brand and last 4 digits are ever kept. */
export type CardBrand = "Visa" | "Mastercard" | "American Express" | "Discover" | "Card";

export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** Luhn checksum over 12–19 digits. */
export function isValidCardNumber(input: string): boolean {
  const digits = cardDigits(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(input: string): CardBrand {
  const d = cardDigits(input);
  if (/^4/.test(d)) return "Visa";
  if (/^3[47]/.test(d)) return "American Express";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return "Mastercard";
  if (/^(6011|65|64[4-9])/.test(d)) return "Discover";
  return "Card";
}

export function cardLast4(input: string): string {
  return cardDigits(input).slice(-4);
}

/** 'MM/YY' (or MM/YYYY) whose month has not ended yet at `now`. */
export function isFutureExpiry(input: string, now: Date = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const firstOfNextMonth = Date.UTC(year, month, 1);
  return now.getTime() < firstOfNextMonth;
}

export function isValidCvv(input: string): boolean {
  return /^\d{3,4}$/.test(input.trim());
}
