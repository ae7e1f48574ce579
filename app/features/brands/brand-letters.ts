export const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** The directory letter of a brand name: its first letter, upper-cased ('#' for digits and symbols). */
export function brandLetter(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return LETTERS.includes(first) ? first : "#";
}

/** Count badges for the A–Z filter (every letter present, zero when no brand starts with it). */
export function letterCounts(names: string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(LETTERS.map((l) => [l, 0]));
  for (const name of names) {
    const letter = brandLetter(name);
    if (letter in counts) counts[letter] += 1;
  }
  return counts;
}

/** The specification: count line: '{n} brand(s) starting with "X"'. */
export function brandCountText(n: number, letter: string): string {
  return `${n} ${n === 1 ? "brand" : "brands"} starting with "${letter}"`;
}
