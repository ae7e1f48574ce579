import { describe, expect, it } from "vitest";
import { pageMeta, summarise } from "./seo.ts";

const titleOf = (title: string, titleNamesSite?: boolean) =>
  (
    pageMeta([], { title, description: "", url: "https://shop.test/", titleNamesSite })[0] as {
      title: string;
    }
  ).title;

describe("pageMeta title", () => {
  it("ends every title with the site name, also when a product name contains it", () => {
    expect(titleOf("Inter-Canopy Trellis Net (SPD-1)")).toBe("Inter-Canopy Trellis Net (SPD-1) | Canopy");
    expect(titleOf("Canopy Clips")).toBe("Canopy Clips | Canopy");
  });

  it("names the shop as configured (SHOP_NAME, from the root loader), in the title and og:site_name", () => {
    const root = { id: "root", loaderData: { publicEnv: { shopName: "Greenhouse Depot" } } };
    const tags = pageMeta([root], { title: "Grow Lights", description: "", url: "https://shop.test/" });
    expect(tags).toContainEqual({ title: "Grow Lights | Greenhouse Depot" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Greenhouse Depot" });
  });

  it("leaves a title that already names the site as it is", () => {
    expect(titleOf("Canopy — Commercial Grow Lights", true)).toBe("Canopy — Commercial Grow Lights");
  });
});

describe("summarise", () => {
  it("ends paragraphs and list items as sentences and decodes entities", () => {
    expect(
      summarise("<p>Built for grows &amp; greenhouses</p><ul><li>Ships fast</li><li>5&#8203;yr</li></ul>"),
    ).toBe("Built for grows & greenhouses. Ships fast. 5\u200byr.");
  });

  it("cuts at a word boundary within the limit", () => {
    const text = summarise("alpha beta gamma delta epsilon", 20);
    expect(text).toBe("alpha beta gamma…");
    expect(text.length).toBeLessThanOrEqual(20);
  });
});
