import { describe, expect, it } from "vitest";
import { brandedName, withoutRepeatedBrand } from "./product-name.ts";

describe("a product's name with its brand", () => {
  it("puts the brand in front once", () => {
    expect(brandedName("Gavita", "Pro 1700e LED")).toBe("Gavita Pro 1700e LED");
    expect(brandedName("Phantom", "Phantom II 280S CMH Fixture")).toBe("Phantom II 280S CMH Fixture");
    expect(brandedName("phantom", "PHANTOM 50 Series")).toBe("PHANTOM 50 Series");
    expect(brandedName("Phantom", "Phantom Phantom II 280S")).toBe("Phantom II 280S");
    expect(brandedName("Sun System", "Sun System LEC 315")).toBe("Sun System LEC 315");
  });

  it("keeps a name that only starts like its brand, and copes with a missing brand or name", () => {
    expect(brandedName("Gro", "Grow Tent 4x4")).toBe("Gro Grow Tent 4x4");
    expect(brandedName("", "Grow Tent")).toBe("Grow Tent");
    expect(brandedName("Canna", "")).toBe("Canna");
    expect(brandedName("A+B (Pro)", "A+B (Pro) Bloom")).toBe("A+B (Pro) Bloom");
  });

  it("says a repeated brand once", () => {
    expect(withoutRepeatedBrand("Phantom Phantom II", "Phantom")).toBe("Phantom II");
    expect(withoutRepeatedBrand("Phantom Commercial", "Phantom")).toBe("Phantom Commercial");
  });
});
