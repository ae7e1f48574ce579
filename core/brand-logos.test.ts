import { describe, expect, it } from "vitest";
import { BRAND_LOGOS, brandLogo } from "./brand-logos.ts";
import { brandLogoPath } from "./brand-path.ts";

describe("brand logos", () => {
  it("are drawn at the path the carousel derives from the brand's name", () => {
    for (const [name, logo] of Object.entries(BRAND_LOGOS)) expect(logo).toBe(brandLogoPath(name));
  });

  it("are none for a brand outside the table", () => {
    expect(brandLogo("No Such Brand")).toBeNull();
  });
});
