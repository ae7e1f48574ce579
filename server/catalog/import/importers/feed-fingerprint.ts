import type { Provider } from "../../../../core/catalog-types.ts";

/** Fields only hydrofarm's feed carries (§3 'Hydrofarm-sourced extras'). */
const HYDROFARM_FIELDS = ["cost", "wholesale", "qty", "companyName"] as const;
/** Only the lights feed carries a price of its own (§9: priced at msrp, else price), in some records at least. */
const ILUMINAR_FIELDS = ["price"] as const;

interface Fingerprint {
  /** A feed of this provider fills at least one of these in some record. */
  own?: readonly string[];
  /** Fields of other providers that a feed of this one never fills in most records. */
  foreign: [Provider, readonly string[]][];
}

const FINGERPRINTS: Record<Provider, Fingerprint> = {
  iluminar: { own: ILUMINAR_FIELDS, foreign: [["hydrofarm", HYDROFARM_FIELDS]] },
  spd: {
    foreign: [
      ["hydrofarm", HYDROFARM_FIELDS],
      ["iluminar", ILUMINAR_FIELDS],
    ],
  },
  hydrofarm: { own: HYDROFARM_FIELDS, foreign: [["iluminar", ILUMINAR_FIELDS]] },
};

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== "";

/** The fields of `names` that more than `share` of the records fill. */
function carried(records: readonly unknown[], names: readonly string[], share: number): string[] {
  const objects = records.filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null);
  return names.filter((name) => {
    let filled = 0;
    for (const record of objects) if (hasValue(record[name])) filled += 1;
    return filled > objects.length * share;
  });
}

/**
 * Why this feed is not `provider`'s, or null when it fits: a feed is recognised by the fields only its
 * supplier sends, so importing one supplier's file under another's name (which would discontinue all of
 * that supplier's products and list the file's under the wrong one) is refused before anything is written.
 */
export function feedMismatch(provider: Provider, records: readonly unknown[]): string | null {
  const { own, foreign } = FINGERPRINTS[provider];
  for (const [other, fields] of foreign) {
    const found = carried(records, fields, 0.5);
    if (found.length > 0) {
      return `this looks like a ${other} feed, not ${provider}: its records carry ${found.join(", ")}`;
    }
  }
  if (own && carried(records, own, 0).length === 0) {
    return `this is not a ${provider} feed: no record has ${own.join(" or ")}, which ${provider} feeds carry`;
  }
  return null;
}
