/**
 * A query as search reads it (ADR 0060): its words, each matched as a substring of a product's search
 * text in any order. A number with a unit ('600w', '600 w', '600 watt'; '1 gal', '1 gallon') is one
 * term matching the ways catalogues write it; every other word matches as typed.
 */
export interface SearchTerm {
  /** The words as typed ('600 watt'). */
  typed: string;
  /** Texts any of which the product must contain; one of them is `typed` or a substring of it. */
  variants: string[];
  /** Text every variant contains (the number of '600 watt'), for the search lists. */
  core: string;
}

/** Unit words growers type, by the shortest spelling catalogues use ('600 watt' contains '600 w'). */
const UNITS: readonly { words: RegExp; short: string }[] = [
  { words: /^(w|watts?)$/, short: "w" },
  { words: /^(gal|gals|gallons?)\.?$/, short: "gal" },
];

const NUMBER = /^\d+(?:\.\d+)?$/;

function unitOf(word: string): string | undefined {
  return UNITS.find((unit) => unit.words.test(word))?.short;
}

/** '600' + 'w' → the spellings '600w', '600 w', '600-w' (each also matches '600 watts', '600-watt', …). */
function unitTerm(typed: string, number: string, unit: string): SearchTerm {
  return { typed, variants: [`${number}${unit}`, `${number} ${unit}`, `${number}-${unit}`], core: number };
}

/** A single word holding a number and its unit: '600w', '600watt', '1-gallon'. */
function joinedUnitTerm(word: string): SearchTerm | undefined {
  const match = /^(\d+(?:\.\d+)?)-?([a-z]+\.?)$/.exec(word);
  const unit = match && unitOf(match[2]);
  return match && unit ? unitTerm(word, match[1], unit) : undefined;
}

export function plainTerm(word: string): SearchTerm {
  return { typed: word, variants: [word], core: word };
}

/** The terms of a normalised (trimmed, lower-cased) query; words are separated by white space. */
export function searchTerms(lq: string): SearchTerm[] {
  const words = lq.split(/\s+/).filter((word) => word !== "");
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = words[i + 1];
    const unit = next === undefined ? undefined : unitOf(next);
    if (NUMBER.test(word) && unit) {
      terms.push(unitTerm(`${word} ${next}`, word, unit));
      i++;
    } else {
      terms.push(joinedUnitTerm(word) ?? plainTerm(word));
    }
  }
  return terms;
}

/** Whether the query is one word matched as typed: the search lists (ADR 0011) then answer every tier. */
export function isPlainWord(lq: string, terms: readonly SearchTerm[]): boolean {
  return terms.length === 1 && terms[0].variants.length === 1 && terms[0].variants[0] === lq;
}

/** Whether `a` becomes `b` by one letter added, dropped or changed, or two neighbours swapped. */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  const [restA, restB] = [a.slice(start), b.slice(start)];
  return (
    restA.slice(1) === restB.slice(1) ||
    restA.slice(1) === restB ||
    restA === restB.slice(1) ||
    (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
}
