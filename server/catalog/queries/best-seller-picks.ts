import type { Random } from "../../../core/seeded-random.ts";

/** The seed of a calendar day (UTC), e.g. 2026-11-22 → 20261122. */
export function daySeed(day: Date): number {
  return day.getUTCFullYear() * 10_000 + (day.getUTCMonth() + 1) * 100 + day.getUTCDate();
}

/** Up to `k` distinct indexes below `n`, in pick order. */
export function pickDistinct(n: number, k: number, random: Random): number[] {
  const picked: number[] = [];
  const seen = new Set<number>();
  while (picked.length < Math.min(n, k)) {
    const i = Math.floor(random() * n);
    if (!seen.has(i)) {
      seen.add(i);
      picked.push(i);
    }
  }
  return picked;
}

export function shuffle<T>(items: T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** One product to fetch: the `index`-th (in id order) of a pool. */
export interface Pick {
  pool: string;
  index: number;
}

export const BEST_SELLERS_MAX = 8;
export const SPD_BEST_SELLER_CATEGORIES = ["Environment", "Nutrients", "Propagation", "Harvest"] as const;

export interface PoolSizes {
  iluminar: number;
  hydrofarmLighting: number;
  spd: number;
  /** spd products per SPD_BEST_SELLER_CATEGORIES entry. */
  spdCategories: Record<string, number>;
}

/**
 * The specification: 'Best Sellers: 3 random original-feed products, up to 2 distributor (one random from each
 * of Environment, Nutrients, Propagation, Harvest, topped up at random to 2), 3 random third-feed
 * lighting products; shuffled, capped at 8.' The spd top-up may repeat a category pick; the caller
 * drops duplicate skus.
 */
export function bestSellerPicks(sizes: PoolSizes, random: Random): Pick[] {
  const iluminar = pickDistinct(sizes.iluminar, 3, random).map((index) => ({ pool: "iluminar", index }));
  const perCategory = SPD_BEST_SELLER_CATEGORIES.filter((c) => (sizes.spdCategories[c] ?? 0) > 0).map(
    (c) => ({ pool: `spd:${c}`, index: Math.floor(random() * sizes.spdCategories[c]) }),
  );
  const spd = shuffle(perCategory, random).slice(0, 2);
  const topUp = pickDistinct(sizes.spd, 2 - spd.length, random).map((index) => ({ pool: "spd", index }));
  const lighting = pickDistinct(sizes.hydrofarmLighting, 3, random).map((index) => ({
    pool: "hydrofarmLighting",
    index,
  }));
  return shuffle([...iluminar, ...spd, ...topUp, ...lighting], random).slice(0, BEST_SELLERS_MAX);
}
