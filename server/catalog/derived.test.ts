import { describe, expect, it } from "vitest";
import { brandSlug } from "./derived.ts";

describe("brand logo slug (/images/brands/<slug>.svg)", () => {
  it("lower-cases, dashes and strips accents", () => {
    expect(brandSlug("House & Garden")).toBe("house-garden");
    expect(brandSlug("Émerald Harvest")).toBe("emerald-harvest");
    expect(brandSlug("  AC Infinity ")).toBe("ac-infinity");
  });

  it("never gives an empty slug", () => {
    expect(brandSlug("★★★")).toBe("brand");
  });
});
