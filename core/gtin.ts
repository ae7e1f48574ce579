/** A UPC-A (GTIN-12): 12 digits whose last is the GS1 check digit of the first 11. */
export function isValidGtin12(code: string | null | undefined): code is string {
  if (!code || !/^\d{12}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 11).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[11];
}
