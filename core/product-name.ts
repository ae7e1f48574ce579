const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const startsWithBrand = (name: string, brand: string) =>
  new RegExp(`^${escapeRegExp(brand.trim())}(?=\\s|$)`, "i").test(name.trim());

/** A name that starts with its brand twice ('Phantom Phantom II 280S') says it once ('Phantom II 280S'). */
export function withoutRepeatedBrand(name: string, brand: string): string {
  if (!brand.trim()) return name;
  const twice = new RegExp(`^(${escapeRegExp(brand)})\\s+${escapeRegExp(brand)}(?=\\s|$)`, "i");
  return name.replace(twice, "$1");
}

/**
 * A product's name with its brand in front, the brand said once: 'Gavita' + 'Pro 1700e' → 'Gavita Pro
 * 1700e', but 'Phantom' + 'Phantom II 280S' → 'Phantom II 280S' (never 'Phantom Phantom II').
 */
export function brandedName(brand: string, name: string): string {
  const b = brand.trim();
  const n = withoutRepeatedBrand(name.trim(), b);
  if (!b) return n;
  if (!n) return b;
  return startsWithBrand(n, b) ? n : `${b} ${n}`;
}
