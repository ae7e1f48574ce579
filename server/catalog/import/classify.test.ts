import { describe, expect, it } from "vitest";
import type { Provider } from "../../../core/catalog-types.ts";
import { classify, hydrofarmSubcategory, isGrowLightText } from "./classify.ts";

const slugs = (provider: Provider, category: string, subcategory = category, brand = "Canna") =>
  classify({ provider, category, subcategory, brand });

describe("category slugs ('Category loading per slug')", () => {
  it("grow-lights: 'original catalogue (all)'", () => {
    expect(slugs("iluminar", "Anything", "Anything", "Iluminar")).toEqual(["grow-lights"]);
    expect(slugs("iluminar", "Uncategorized", "Uncategorized", "No Such Brand")).toEqual(["grow-lights"]);
  });

  it("grow-lights: 'hydrofarm 'lighting' (all)', whatever the brand", () => {
    expect(slugs("hydrofarm", "Lighting", "Ballasts", "Unlisted Brand")).toEqual(["grow-lights"]);
    expect(slugs("hydrofarm", "lighting", "lighting", "Xtrasun")).toEqual(["grow-lights"]);
  });

  it("grow-lights: 'spd filtered to category or subcategory containing 'grow light''", () => {
    expect(slugs("spd", "Grow Lights", "Top Lighting", "Gavita")).toEqual(["grow-lights"]);
    expect(slugs("spd", "Lighting", "LED Grow Lights", "Fluence")).toEqual(["grow-lights"]);
    expect(slugs("spd", "Lighting", "Light Movers", "Gavita")).toEqual([]);
  });

  it("grow-lights: the grow-light keyword list (LED grow lights, HID, ballast, reflector, PAR meter, kit …)", () => {
    for (const sub of [
      "HID Lighting",
      "Ballasts",
      "Reflectors",
      "PAR Meters",
      "Grow Light Kits",
      "Lamps & Bulbs",
    ]) {
      expect(isGrowLightText(sub)).toBe(true);
      expect(slugs("spd", "Lighting Accessories", sub, "Phantom")).toContain("grow-lights");
    }
    expect(isGrowLightText("Hidden Gems")).toBe(false);
    expect(isGrowLightText("Nutrient Starter Kit")).toBe(false);
  });

  it("nutrients-supplements: 'spd filtered to category or subcategory containing 'nutrient''", () => {
    expect(slugs("spd", "Nutrients", "Base Nutrients", "Canna")).toEqual(["nutrients-supplements"]);
    expect(slugs("spd", "Additives", "Organic Nutrient", "Athena")).toEqual(["nutrients-supplements"]);
  });

  it("nutrients-supplements: 'plus hydrofarm 'nutrients additives''", () => {
    expect(slugs("hydrofarm", "Nutrients & Additives", "Bloom", "FoxFarm")).toEqual([
      "nutrients-supplements",
    ]);
  });

  it("'For categories other than grow-lights, if the category lists brands, only matching brand names (substring, case-insensitive) are kept'", () => {
    expect(slugs("spd", "Nutrients", "Base", "NoName Labs")).toEqual([]);
    expect(slugs("spd", "Nutrients", "Base", "CANNA Nederland")).toEqual(["nutrients-supplements"]);
    expect(slugs("spd", "Growing Media", "Coco", "Unknown Coir Co")).toEqual([]);
  });

  it("hydroponics: 'hydrofarm 'Hydroponics' only'", () => {
    expect(slugs("hydrofarm", "Hydroponics", "Pumps", "Active Aqua")).toEqual(["hydroponics"]);
    expect(slugs("spd", "Hydroponics", "Pumps", "Active Aqua")).toEqual([]);
  });

  it("media-pots: 'hydrofarm 'Growing Media', plus spd … containing one of pot, pots, media, container, soil, grow bag, grow pot, coir, coco, planter'", () => {
    expect(slugs("hydrofarm", "Growing Media", "Rockwool", "Grodan")).toEqual(["media-pots"]);
    for (const sub of [
      "Fabric Pots",
      "Growing Media",
      "Containers",
      "Potting Soil",
      "Grow Bags",
      "Coco Coir",
      "Planters",
    ]) {
      expect(slugs("spd", "Supplies", sub, "GeoPot")).toContain("media-pots");
    }
  });

  it("environment: 'hydrofarm 'Atmospheric Control' … brand containing 'trolmaster' excluded'", () => {
    expect(slugs("hydrofarm", "Atmospheric Control", "Atmospheric Control", "Quest")).toEqual([
      "environment",
    ]);
    expect(slugs("hydrofarm", "Atmospheric Control", "Controllers", "TrolMaster")).toEqual([]);
  });

  it("environment: 'plus spd with category exactly 'Environment''", () => {
    expect(slugs("spd", "Environment", "Fans", "AC Infinity")).toEqual(["environment"]);
    expect(slugs("spd", "Environment", "Controllers", "TrolMaster")).toEqual(["environment"]);
    expect(slugs("spd", "environment", "Fans", "AC Infinity")).toEqual([]);
  });

  it("environment: 'subcategory defaults to 'Atmospheric Control' when missing or equal to category'", () => {
    expect(hydrofarmSubcategory("Atmospheric Control", undefined)).toBe("Atmospheric Control");
    expect(hydrofarmSubcategory("atmospheric control", "atmospheric control")).toBe("Atmospheric Control");
    expect(hydrofarmSubcategory("Atmospheric Control", "Dehumidifiers")).toBe("Dehumidifiers");
  });

  it("propagation: 'spd category exactly 'Propagation''", () => {
    expect(slugs("spd", "Propagation", "Heat Mats", "Super Sprouter")).toEqual(["propagation"]);
    expect(slugs("hydrofarm", "Propagation", "Heat Mats", "Jump Start")).toEqual([]);
  });

  it("garden-care: 'spd category 'garden care' first, then hydrofarm 'Garden Accessories' (subcategory defaults to 'Garden Accessories')'", () => {
    expect(slugs("spd", "Garden Care", "Pruners", "Fiskars")).toEqual(["garden-care"]);
    expect(slugs("hydrofarm", "Garden Accessories", "Garden Accessories", "Hydrofarm")).toEqual([
      "garden-care",
    ]);
    expect(hydrofarmSubcategory("Garden Accessories", undefined)).toBe("Garden Accessories");
  });

  it("benching-racking: 'spd category exactly 'Benching & Racking''", () => {
    expect(slugs("spd", "Benching & Racking", "Rolling Benches", "Pipp")).toEqual(["benching-racking"]);
    expect(slugs("spd", "Benching and Racking", "Rolling Benches", "Pipp")).toEqual([]);
  });

  it("harvest: 'spd category exactly 'Harvest', plus hydrofarm 'Harvest/Post-Harvest' keeping only brand 'chikamasa''", () => {
    expect(slugs("spd", "Harvest", "Trimmers", "Centurion Pro")).toEqual(["harvest"]);
    expect(slugs("hydrofarm", "Harvest/Post-Harvest", "Scissors", "Chikamasa")).toEqual(["harvest"]);
    expect(slugs("hydrofarm", "Harvest/Post-Harvest", "Sealers", "Harvest Keeper")).toEqual([]);
  });

  it("post-harvest: 'spd category exactly 'Post Harvest''", () => {
    expect(slugs("spd", "Post Harvest", "Curing", "Grove Bags")).toEqual(["post-harvest"]);
    expect(slugs("hydrofarm", "Harvest/Post-Harvest", "Curing", "Chikamasa")).toEqual(["harvest"]);
  });

  it("a product may sit in several categories", () => {
    expect(slugs("spd", "Nutrients", "Coco Nutrients", "FoxFarm")).toEqual([
      "nutrients-supplements",
      "media-pots",
    ]);
  });

  it("a product no loader asks for sits in no category", () => {
    expect(slugs("spd", "Uncategorized", "Uncategorized", "Canna")).toEqual([]);
  });
});
