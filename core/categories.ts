import type { Provider } from "./catalog-types.ts";

export type FilterKind = "categories" | "brands" | "wattage" | "voltage" | "price" | "stock";

export interface CategoryDefinition {
  slug: string;
  /** The storefront route, e.g. '/nutrients' for slug 'nutrients-supplements'. */
  path: string;
  name: string;
  /** Label in the header nav strip. */
  navLabel: string;
  description: string;
  filters: FilterKind[];
  /** Fallback filter values when the loaded products offer none. */
  subcategories: string[];
  /** When non-empty (and not grow-lights), only products whose brand contains one of these are kept. */
  brands: string[];
  providerPriority?: Provider[];
}

export const CATEGORIES: CategoryDefinition[] = [
  {
    slug: "grow-lights",
    path: "/grow-lights",
    name: "Grow Lights",
    navLabel: "Grow Lights",
    description:
      "Commercial LED and HID grow lights, ballasts, reflectors and light controllers for every stage of growth, from propagation to flower.",
    filters: ["categories", "brands", "wattage", "voltage", "price"],
    subcategories: [
      "LED Grow Lights",
      "HID Lighting",
      "Ballasts",
      "Reflectors",
      "Lamps & Bulbs",
      "Light Controllers",
      "PAR Meters",
      "Grow Light Kits",
    ],
    brands: ["Iluminar", "Gavita", "Fluence", "Hortilux", "Sun System", "Phantom", "ThinkGrow", "Nanolux"],
    providerPriority: ["iluminar", "spd", "hydrofarm"],
  },
  {
    slug: "hydroponics",
    path: "/hydroponics",
    name: "Hydroponics",
    navLabel: "Hydroponics",
    description:
      "Hydroponic systems, pumps, reservoirs, fittings and water treatment to run recirculating and drain-to-waste grows at scale.",
    filters: ["categories", "brands", "price"],
    subcategories: [
      "Hydroponic Systems",
      "Pumps",
      "Reservoirs",
      "Tubing & Fittings",
      "Water Filtration",
      "Meters & Testers",
    ],
    brands: [],
  },
  {
    slug: "nutrients-supplements",
    path: "/nutrients",
    name: "Nutrients & Supplements",
    navLabel: "Nutrients",
    description:
      "Base nutrients, additives, pH control and organic inputs from the brands commercial growers rely on, in sizes up to bulk totes.",
    filters: ["categories", "brands", "price"],
    subcategories: ["Base Nutrients", "Additives & Boosters", "pH Control", "Organic Nutrients", "Cal-Mag"],
    brands: [
      "Advanced Nutrients",
      "General Hydroponics",
      "FoxFarm",
      "Botanicare",
      "Canna",
      "House & Garden",
      "Athena",
      "Cutting Edge Solutions",
      "Emerald Harvest",
      "Humboldts Secret",
    ],
  },
  {
    slug: "media-pots",
    path: "/media-pots",
    name: "Media & Pots",
    navLabel: "Media & Pots",
    description:
      "Coco coir, rockwool, soil mixes, grow bags and containers, stocked by the pallet for commercial substrates.",
    filters: ["categories", "brands", "price"],
    subcategories: [
      "Coco Coir",
      "Soil & Potting Mix",
      "Rockwool",
      "Grow Bags",
      "Containers & Pots",
      "Perlite & Amendments",
    ],
    brands: [
      "RX Green Technologies",
      "Royal Gold",
      "Grodan",
      "Mother Earth",
      "Char Coir",
      "GeoPot",
      "Smart Pots",
      "FoxFarm",
      "Pro-Mix",
    ],
  },
  {
    slug: "environment",
    path: "/environment",
    name: "Environment",
    navLabel: "Environment",
    description:
      "Fans, carbon filters, dehumidifiers, CO2 and environmental controllers to hold temperature, humidity and VPD on target.",
    filters: ["categories", "brands", "voltage", "price"],
    subcategories: [
      "Atmospheric Control",
      "Fans & Ventilation",
      "Carbon Filters",
      "Dehumidifiers",
      "Humidifiers",
      "Environmental Controllers",
      "CO2",
    ],
    brands: [
      "AC Infinity",
      "Quest",
      "Can-Fan",
      "Phresh",
      "Ideal-Air",
      "Active Air",
      "TrolMaster",
      "Titan Controls",
      "Vortex",
    ],
  },
  {
    slug: "propagation",
    path: "/propagation",
    name: "Propagation",
    navLabel: "Propagation",
    description: "Trays, domes, heat mats, cloners and starter plugs for healthy, uniform starts.",
    filters: ["categories", "brands", "price"],
    subcategories: ["Trays & Domes", "Heat Mats", "Cloners", "Starter Plugs", "Propagation Lights"],
    brands: [],
  },
  {
    slug: "garden-care",
    path: "/garden-care",
    name: "Garden Care",
    navLabel: "Garden Care",
    description:
      "Integrated pest management, pruners, trellis and sprayers to keep a commercial canopy clean and productive.",
    filters: ["categories", "brands", "price"],
    subcategories: [
      "Garden Accessories",
      "Pest Control",
      "Pruners & Shears",
      "Trellis & Support",
      "Sprayers",
      "Gloves & Apparel",
    ],
    brands: [],
  },
  {
    slug: "benching-racking",
    path: "/benching-racking",
    name: "Benching & Racking",
    navLabel: "Benching & Racking",
    description:
      "Rolling benches, vertical racking and shelving that make the most of every square foot of a facility.",
    filters: ["categories", "brands", "price"],
    subcategories: ["Rolling Benches", "Vertical Racking", "Shelving", "Flood Trays"],
    brands: [],
  },
  {
    slug: "harvest",
    path: "/harvest",
    name: "Harvest",
    navLabel: "Harvest",
    description: "Trimmers, drying racks, scissors and scales to bring a crop in quickly and cleanly.",
    filters: ["categories", "brands", "price"],
    subcategories: ["Trimmers", "Drying Racks", "Scissors", "Scales"],
    brands: [],
  },
  {
    slug: "post-harvest",
    path: "/post-harvest",
    name: "Post Harvest",
    navLabel: "Post Harvest",
    description: "Curing, storage and extraction equipment to protect quality after the harvest.",
    filters: ["categories", "brands", "price"],
    subcategories: ["Extraction", "Curing", "Storage Containers", "Presses"],
    brands: [],
  },
];

const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
const byPath = new Map(CATEGORIES.map((c) => [c.path, c]));

export function categoryBySlug(slug: string): CategoryDefinition | undefined {
  return bySlug.get(slug);
}

/** '/nutrients' → the Nutrients & Supplements definition. */
export function categoryByPath(path: string): CategoryDefinition | undefined {
  return byPath.get(path);
}
