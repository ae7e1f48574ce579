import { describe, expect, it } from "vitest";
import { bestSellerPicks, daySeed, pickDistinct, shuffle, type PoolSizes } from "./best-seller-picks.ts";
import { seededRandom } from "../../../core/seeded-random.ts";

const sizes: PoolSizes = {
  iluminar: 50,
  hydrofarmLighting: 40,
  spd: 500,
  spdCategories: { Environment: 10, Nutrients: 20, Propagation: 5, Harvest: 7 },
};

const countBy = (picks: { pool: string }[]) =>
  picks.reduce<Record<string, number>>((acc, p) => {
    const key = p.pool.startsWith("spd") ? "spd" : p.pool;
    acc[key] = (acc[key] ?? 0) + 1;
    return acc;
  }, {});

describe("best sellers", () => {
  it("'3 random original-feed products, up to 2 distributor …, 3 random third-feed lighting products; … capped at 8'", () => {
    const picks = bestSellerPicks(sizes, seededRandom(1));
    expect(picks).toHaveLength(8);
    expect(countBy(picks)).toEqual({ iluminar: 3, spd: 2, hydrofarmLighting: 3 });
  });

  it("takes distributor products one per category of Environment, Nutrients, Propagation, Harvest", () => {
    for (let seed = 0; seed < 20; seed++) {
      const spd = bestSellerPicks(sizes, seededRandom(seed)).filter((p) => p.pool.startsWith("spd"));
      expect(spd.every((p) => p.pool.startsWith("spd:"))).toBe(true);
      expect(new Set(spd.map((p) => p.pool)).size).toBe(2);
    }
  });

  it("'topped up at random to 2' when fewer of those categories have products", () => {
    const picks = bestSellerPicks(
      { ...sizes, spdCategories: { Environment: 0, Nutrients: 3, Propagation: 0, Harvest: 0 } },
      seededRandom(3),
    );
    expect(picks.filter((p) => p.pool === "spd:Nutrients")).toHaveLength(1);
    expect(picks.filter((p) => p.pool === "spd")).toHaveLength(1);
  });

  it("gives fewer when the feeds are small, and nothing for an empty catalogue", () => {
    expect(
      bestSellerPicks({ iluminar: 1, hydrofarmLighting: 0, spd: 0, spdCategories: {} }, seededRandom(1)),
    ).toEqual([{ pool: "iluminar", index: 0 }]);
    expect(
      bestSellerPicks({ iluminar: 0, hydrofarmLighting: 0, spd: 0, spdCategories: {} }, seededRandom(1)),
    ).toEqual([]);
  });

  it("is the same all day and changes with the day", () => {
    const a = bestSellerPicks(sizes, seededRandom(daySeed(new Date("2026-03-01T01:00:00Z"))));
    const b = bestSellerPicks(sizes, seededRandom(daySeed(new Date("2026-03-01T23:00:00Z"))));
    const c = bestSellerPicks(sizes, seededRandom(daySeed(new Date("2026-03-02T01:00:00Z"))));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

describe("random helpers", () => {
  it("picks distinct indexes below n", () => {
    const picked = pickDistinct(5, 5, seededRandom(9));
    expect([...picked].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(pickDistinct(3, 10, seededRandom(9))).toHaveLength(3);
  });

  it("shuffles without losing items", () => {
    expect([...shuffle([1, 2, 3, 4, 5], seededRandom(2))].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
