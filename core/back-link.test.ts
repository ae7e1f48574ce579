import { describe, expect, it } from "vitest";
import { backLinkTarget } from "./back-link.ts";

const spd = (category: string) => ({ provider: "spd" as const, category });
const hydrofarm = (category: string) => ({ provider: "hydrofarm" as const, category });

describe("backLinkTarget — 'Back link target'", () => {
  it("uses 'the referrer's section if it is one of' the listed sections", () => {
    expect(backLinkTarget("/hydroponics", spd("Nutrients"))).toEqual({
      href: "/hydroponics",
      label: "Back to Hydroponics",
    });
    expect(backLinkTarget("/shop-by-brand", spd("Nutrients")).href).toBe("/shop-by-brand");
    expect(backLinkTarget("/rebates", spd("Nutrients")).href).toBe("/rebates");
  });

  it("keeps the referring listing's filters and page", () => {
    expect(backLinkTarget("/grow-lights?brand=Gavita&page=2", spd("Nutrients")).href).toBe(
      "/grow-lights?brand=Gavita&page=2",
    );
  });

  it("ignores referrers that are not listed sections", () => {
    expect(backLinkTarget("/search?q=led", spd("Harvest")).href).toBe("/harvest");
    expect(backLinkTarget("/", spd("Harvest")).href).toBe("/harvest");
    expect(backLinkTarget("/grow-lightsX", spd("Harvest")).href).toBe("/harvest");
  });

  it("sends 'original-lights products to /grow-lights'", () => {
    expect(backLinkTarget(null, { provider: "iluminar", category: "Nutrients" }).href).toBe("/grow-lights");
  });

  it("maps distributor categories, 'default /nutrients'", () => {
    const cases: [string, string][] = [
      ["Nutrients", "/nutrients"],
      ["Harvest", "/harvest"],
      ["Media & Pots", "/media-pots"],
      ["Environment", "/environment"],
      ["Propagation", "/propagation"],
      ["Garden Care", "/garden-care"],
      ["Benching & Racking", "/benching-racking"],
      ["Extraction", "/post-harvest"],
      ["Something Else", "/nutrients"],
    ];
    for (const [category, href] of cases) expect(backLinkTarget(undefined, spd(category)).href).toBe(href);
  });

  it("maps third-feed categories, 'default /hydroponics'", () => {
    const cases: [string, string][] = [
      ["Lighting", "/grow-lights"],
      ["Hydroponics", "/hydroponics"],
      ["Nutrients & Additives", "/nutrients"],
      ["Growing Media", "/media-pots"],
      ["Atmospheric Control", "/environment"],
      ["Garden Accessories", "/garden-care"],
      ["Harvest", "/harvest"],
      ["Harvest/Post-Harvest", "/harvest"],
      ["Pumps", "/hydroponics"],
    ];
    for (const [category, href] of cases) expect(backLinkTarget(null, hydrofarm(category)).href).toBe(href);
  });
});
