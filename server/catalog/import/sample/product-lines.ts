import type { Provider } from "../../../../core/catalog-types.ts";
import { brandSlug } from "../../../../core/brand-path.ts";

import type { ImageShape } from "../../../../core/image-shapes.ts";

/**
 * One size a kind of product is sold in, and the range of list prices (dollars) of that size across
 * the market: [label, low, high], plus the wattage for lights and ballasts.
 */
export type SizePrice = readonly [label: string, low: number, high: number, watts?: number];

/**
 * How model names of a kind are made: `code` for equipment (a series and a model number, 'Pro 640e'),
 * `trade` for consumables (an invented trade name, 'Verdana Bloom').
 */
export type ModelStyle = "code" | "trade";

/** A kind of product: what it is called, who makes it, the sizes it comes in and what each costs. */
export interface ProductKind {
  subcategory: string;
  noun: string;
  shape: ImageShape;
  /** The brands of the line that make this kind. */
  brands: readonly string[];
  sizes: readonly SizePrice[];
  model: ModelStyle;
  /** Heavy goods (fixtures, racks, machines) weigh more. */
  heavy?: boolean;
}

/** A family of products one supplier sends under one of its own categories. */
export interface ProductLine {
  provider: Provider;
  category: string;
  kinds: readonly ProductKind[];
  /** Relative share of the provider's products. */
  weight: number;
  lighting?: boolean;
}

const w = (watts: number, low: number, high: number): SizePrice => [`${watts}W`, low, high, watts];

/** Large LED fixtures (top lights, bars): 600–750 W bars sell for $500–$1,400. */
const LED_FIXTURE_SIZES = [
  w(320, 280, 720),
  w(480, 380, 980),
  w(600, 480, 1300),
  w(645, 500, 1400),
  w(680, 520, 1400),
  w(750, 600, 1500),
  w(1000, 850, 1900),
];
const LED_PANEL_SIZES = [w(100, 90, 240), w(150, 120, 320), w(200, 150, 420), w(240, 180, 480)];
const DE_FIXTURE_SIZES = [w(1000, 280, 650), w(750, 260, 600), w(600, 220, 520)];
const CMH_FIXTURE_SIZES = [w(315, 200, 460), w(630, 360, 720)];
const BALLAST_SIZES = [w(600, 90, 220), w(1000, 110, 290)];
const DE_BALLAST_SIZES = [w(1000, 150, 350), w(750, 140, 320)];
const CMH_BALLAST_SIZES = [w(315, 120, 260), w(630, 240, 450)];
const DE_LAMP_SIZES = [w(1000, 60, 120), w(750, 55, 110), w(600, 45, 90)];
const CMH_LAMP_SIZES = [w(315, 70, 140)];
const MH_BULB_SIZES = [w(400, 20, 45), w(1000, 30, 65)];

const lightKinds = (brands: {
  led: readonly string[];
  hid: readonly string[];
  ballast: readonly string[];
  lamp: readonly string[];
  meter: readonly string[];
  controller: readonly string[];
}): ProductKind[] => [
  {
    subcategory: "LED Grow Lights",
    noun: "LED Top Light",
    shape: "light",
    brands: brands.led,
    sizes: LED_FIXTURE_SIZES,
    model: "code",
    heavy: true,
  },
  {
    subcategory: "LED Grow Lights",
    noun: "LED Bar Fixture",
    shape: "light",
    brands: brands.led,
    sizes: LED_FIXTURE_SIZES,
    model: "code",
    heavy: true,
  },
  {
    subcategory: "LED Grow Lights",
    noun: "LED Grow Light",
    shape: "light",
    brands: brands.led,
    sizes: LED_PANEL_SIZES,
    model: "code",
  },
  {
    subcategory: "HID Lighting",
    noun: "DE HPS Fixture",
    shape: "light",
    brands: brands.hid,
    sizes: DE_FIXTURE_SIZES,
    model: "code",
    heavy: true,
  },
  {
    subcategory: "HID Lighting",
    noun: "CMH Fixture",
    shape: "light",
    brands: brands.hid,
    sizes: CMH_FIXTURE_SIZES,
    model: "code",
    heavy: true,
  },
  {
    subcategory: "Ballasts",
    noun: "Digital Ballast",
    shape: "ballast",
    brands: brands.ballast,
    sizes: BALLAST_SIZES,
    model: "code",
  },
  {
    subcategory: "Ballasts",
    noun: "DE Ballast",
    shape: "ballast",
    brands: brands.ballast,
    sizes: DE_BALLAST_SIZES,
    model: "code",
  },
  {
    subcategory: "Ballasts",
    noun: "CMH Ballast",
    shape: "ballast",
    brands: brands.ballast,
    sizes: CMH_BALLAST_SIZES,
    model: "code",
  },
  {
    subcategory: "Reflectors",
    noun: "Air-Cooled Reflector",
    shape: "light",
    brands: brands.hid,
    sizes: [
      ["6 in", 70, 190],
      ["8 in", 90, 250],
    ],
    model: "code",
  },
  {
    subcategory: "Reflectors",
    noun: "DE Reflector",
    shape: "light",
    brands: brands.hid,
    sizes: [
      ["Open", 110, 260],
      ["Wide Angle", 130, 300],
    ],
    model: "code",
  },
  {
    subcategory: "Lamps & Bulbs",
    noun: "DE HPS Lamp",
    shape: "bulb",
    brands: brands.lamp,
    sizes: DE_LAMP_SIZES,
    model: "code",
  },
  {
    subcategory: "Lamps & Bulbs",
    noun: "CMH Lamp",
    shape: "bulb",
    brands: brands.lamp,
    sizes: CMH_LAMP_SIZES,
    model: "code",
  },
  {
    subcategory: "Lamps & Bulbs",
    noun: "MH Bulb",
    shape: "bulb",
    brands: brands.lamp,
    sizes: MH_BULB_SIZES,
    model: "code",
  },
  {
    subcategory: "Light Controllers",
    noun: "Lighting Controller",
    shape: "controller",
    brands: brands.controller,
    sizes: [
      ["16 Zone", 240, 480],
      ["32 Zone", 380, 760],
    ],
    model: "code",
  },
  {
    subcategory: "PAR Meters",
    noun: "Quantum PAR Meter",
    shape: "meter",
    brands: brands.meter,
    sizes: [
      ["Handheld", 180, 620],
      ["Full Spectrum", 420, 850],
    ],
    model: "code",
  },
  {
    subcategory: "Grow Light Kits",
    noun: "Grow Light Kit",
    shape: "light",
    brands: brands.hid,
    sizes: [w(600, 240, 520), w(1000, 320, 780)],
    model: "code",
    heavy: true,
  },
];

/** Bottled liquids by volume, from a quart to a drum. */
const bottles = (quart: [number, number]): SizePrice[] => {
  const [low, high] = quart;
  const at = (label: string, factor: number): SizePrice => [label, low * factor, high * factor];
  return [at("1 qt", 1), at("1 gal", 2.8), at("2.5 gal", 6), at("5 gal", 10.5), at("55 gal", 90)];
};

const NUTRIENT_BRANDS = [
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
] as const;

const MEDIA_BRANDS = [
  "RX Green Technologies",
  "Royal Gold",
  "Mother Earth",
  "Char Coir",
  "Pro-Mix",
  "FoxFarm",
] as const;

export const PRODUCT_LINES: ProductLine[] = [
  {
    provider: "iluminar",
    category: "LED Grow Lights",
    kinds: [
      {
        subcategory: "Top Lighting",
        noun: "ECO LED Top Light",
        shape: "light",
        brands: ["Iluminar"],
        sizes: LED_FIXTURE_SIZES,
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Top Lighting",
        noun: "Full Cycle LED Fixture",
        shape: "light",
        brands: ["Iluminar"],
        sizes: LED_FIXTURE_SIZES,
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Inter-Canopy Lighting",
        noun: "Inter-Canopy LED Bar",
        shape: "light",
        brands: ["Iluminar"],
        sizes: [w(60, 120, 260), w(120, 190, 380)],
        model: "code",
      },
      {
        subcategory: "Vertical Farming",
        noun: "Rack LED Bar",
        shape: "light",
        brands: ["Iluminar"],
        sizes: [w(45, 90, 190), w(100, 140, 300), w(150, 190, 390)],
        model: "code",
      },
      {
        subcategory: "Light Controllers",
        noun: "Lighting Controller",
        shape: "controller",
        brands: ["Iluminar"],
        sizes: [
          ["8 Zone", 180, 360],
          ["16 Zone", 240, 480],
        ],
        model: "code",
      },
    ],
    weight: 1,
    lighting: true,
  },
  {
    provider: "spd",
    category: "Grow Lights",
    kinds: lightKinds({
      led: ["Gavita", "Fluence", "ThinkGrow", "Nanolux", "Iluminar", "Sun System"],
      hid: ["Gavita", "Sun System", "Nanolux", "Phantom", "Hortilux"],
      ballast: ["Phantom", "Nanolux", "Sun System"],
      lamp: ["Hortilux", "Gavita", "Sun System"],
      meter: ["Apogee"],
      controller: ["Gavita", "Nanolux", "Iluminar"],
    }),
    weight: 14,
    lighting: true,
  },
  {
    provider: "spd",
    category: "Nutrients",
    kinds: [
      {
        subcategory: "Base Nutrients",
        noun: "Grow A",
        shape: "bottle",
        brands: NUTRIENT_BRANDS,
        sizes: bottles([12, 28]),
        model: "trade",
      },
      {
        subcategory: "Base Nutrients",
        noun: "Bloom B",
        shape: "bottle",
        brands: NUTRIENT_BRANDS,
        sizes: bottles([12, 28]),
        model: "trade",
      },
      {
        subcategory: "Base Nutrients",
        noun: "Coco A+B",
        shape: "bottle",
        brands: ["Canna", "House & Garden", "Advanced Nutrients", "Botanicare"],
        sizes: bottles([16, 34]),
        model: "trade",
      },
      {
        subcategory: "Base Nutrients",
        noun: "Core Powder",
        shape: "bag",
        brands: ["Athena", "Cutting Edge Solutions", "General Hydroponics"],
        sizes: [
          ["5 lb", 30, 70],
          ["25 lb", 110, 260],
          ["50 lb", 200, 460],
        ],
        model: "trade",
      },
      {
        subcategory: "Additives & Boosters",
        noun: "Bloom Booster",
        shape: "bottle",
        brands: NUTRIENT_BRANDS,
        sizes: bottles([18, 45]),
        model: "trade",
      },
      {
        subcategory: "Additives & Boosters",
        noun: "Root Stimulant",
        shape: "bottle",
        brands: NUTRIENT_BRANDS,
        sizes: bottles([20, 55]),
        model: "trade",
      },
      {
        subcategory: "Additives & Boosters",
        noun: "Enzyme Formula",
        shape: "bottle",
        brands: NUTRIENT_BRANDS,
        sizes: bottles([18, 42]),
        model: "trade",
      },
      {
        subcategory: "pH Control",
        noun: "pH Down",
        shape: "bottle",
        brands: ["General Hydroponics", "Advanced Nutrients", "Botanicare", "Athena"],
        sizes: bottles([9, 18]),
        model: "trade",
      },
      {
        subcategory: "pH Control",
        noun: "pH Up",
        shape: "bottle",
        brands: ["General Hydroponics", "Advanced Nutrients", "Botanicare", "Athena"],
        sizes: bottles([9, 18]),
        model: "trade",
      },
      {
        subcategory: "Organic Nutrients",
        noun: "Kelp Extract",
        shape: "bottle",
        brands: ["FoxFarm", "Humboldts Secret", "Emerald Harvest", "Botanicare"],
        sizes: bottles([15, 34]),
        model: "trade",
      },
      {
        subcategory: "Organic Nutrients",
        noun: "Organic Grow",
        shape: "bottle",
        brands: ["FoxFarm", "Humboldts Secret", "General Hydroponics"],
        sizes: bottles([14, 32]),
        model: "trade",
      },
      {
        subcategory: "Cal-Mag",
        noun: "Cal-Mag Plus",
        shape: "bottle",
        brands: NUTRIENT_BRANDS,
        sizes: bottles([12, 26]),
        model: "trade",
      },
    ],
    weight: 12,
  },
  {
    provider: "spd",
    category: "Growing Media",
    kinds: [
      {
        subcategory: "Coco Coir",
        noun: "Coco Coir Block",
        shape: "bag",
        brands: ["Char Coir", "Royal Gold", "RX Green Technologies"],
        sizes: [
          ["5 kg", 14, 28],
          ["Pallet of 120", 1400, 2600],
        ],
        model: "trade",
      },
      {
        subcategory: "Coco Coir",
        noun: "Coco Loose Fill",
        shape: "bag",
        brands: ["Char Coir", "Royal Gold", "Mother Earth"],
        sizes: [
          ["50 L", 16, 34],
          ["1.75 cu ft", 18, 38],
        ],
        model: "trade",
      },
      {
        subcategory: "Soil & Potting Mix",
        noun: "Potting Soil",
        shape: "bag",
        brands: ["FoxFarm", "Royal Gold", "Pro-Mix", "Mother Earth"],
        sizes: [
          ["1.5 cu ft", 15, 32],
          ["2 cu ft", 18, 40],
        ],
        model: "trade",
      },
      {
        subcategory: "Soil & Potting Mix",
        noun: "Living Soil",
        shape: "bag",
        brands: ["Royal Gold", "RX Green Technologies", "Mother Earth"],
        sizes: [
          ["1.5 cu ft", 22, 45],
          ["Tote 2 cu yd", 450, 900],
        ],
        model: "trade",
      },
      {
        subcategory: "Rockwool",
        noun: "Rockwool Slab",
        shape: "bag",
        brands: ["Grodan"],
        sizes: [
          ["Case of 12", 48, 95],
          ["Case of 16", 60, 120],
        ],
        model: "trade",
      },
      {
        subcategory: "Rockwool",
        noun: "Rockwool Cubes",
        shape: "bag",
        brands: ["Grodan"],
        sizes: [
          ["1.5 in Sheet of 98", 9, 18],
          ["4 in Case of 144", 55, 110],
        ],
        model: "trade",
      },
      {
        subcategory: "Perlite & Amendments",
        noun: "Coarse Perlite",
        shape: "bag",
        brands: MEDIA_BRANDS,
        sizes: [["4 cu ft", 28, 55]],
        model: "trade",
      },
      {
        subcategory: "Perlite & Amendments",
        noun: "Worm Castings",
        shape: "bag",
        brands: MEDIA_BRANDS,
        sizes: [
          ["15 lb", 14, 30],
          ["30 lb", 24, 50],
        ],
        model: "trade",
      },
    ],
    weight: 6,
  },
  {
    provider: "spd",
    category: "Containers & Pots",
    kinds: [
      {
        subcategory: "Grow Bags",
        noun: "Fabric Grow Bag",
        shape: "pot",
        brands: ["GeoPot", "Smart Pots", "RX Green Technologies"],
        sizes: [
          ["3 gal", 2, 5],
          ["5 gal", 3, 7],
          ["7 gal", 4, 9],
          ["10 gal", 5, 12],
          ["20 gal", 8, 19],
          ["100 gal", 22, 48],
        ],
        model: "trade",
      },
      {
        subcategory: "Containers & Pots",
        noun: "Square Pot",
        shape: "pot",
        brands: ["GeoPot", "RX Green Technologies"],
        sizes: [
          ["1 gal", 1, 3],
          ["3 gal", 2, 5],
          ["5 gal", 3, 7],
        ],
        model: "trade",
      },
      {
        subcategory: "Containers & Pots",
        noun: "Nursery Container",
        shape: "pot",
        brands: ["Smart Pots", "GeoPot"],
        sizes: [
          ["1 gal", 1, 3],
          ["5 gal", 3, 7],
          ["15 gal", 9, 18],
        ],
        model: "trade",
      },
    ],
    weight: 4,
  },
  {
    provider: "spd",
    category: "Environment",
    kinds: [
      {
        subcategory: "Fans & Ventilation",
        noun: "Inline Duct Fan",
        shape: "fan",
        brands: ["AC Infinity", "Can-Fan", "Vortex", "Active Air"],
        sizes: [
          ["4 in", 70, 160],
          ["6 in", 90, 230],
          ["8 in", 130, 320],
          ["10 in", 180, 420],
        ],
        model: "code",
      },
      {
        subcategory: "Fans & Ventilation",
        noun: "Oscillating Wall Fan",
        shape: "fan",
        brands: ["AC Infinity", "Active Air"],
        sizes: [
          ["16 in", 40, 110],
          ["20 in", 60, 150],
        ],
        model: "code",
      },
      {
        subcategory: "Carbon Filters",
        noun: "Carbon Filter",
        shape: "filter",
        brands: ["Phresh", "Can-Fan", "AC Infinity"],
        sizes: [
          ["4 in", 60, 140],
          ["6 in", 90, 210],
          ["8 in", 140, 320],
          ["12 in", 260, 560],
        ],
        model: "code",
      },
      {
        subcategory: "Dehumidifiers",
        noun: "Dehumidifier",
        shape: "controller",
        brands: ["Quest", "Ideal-Air"],
        sizes: [
          ["70 Pint", 300, 2500],
          ["155 Pint", 1400, 3200],
          ["225 Pint", 2200, 4200],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Dehumidifiers",
        noun: "Overhead Dehumidifier",
        shape: "controller",
        brands: ["Quest"],
        sizes: [
          ["155 Pint", 2200, 3400],
          ["225 Pint", 2800, 4300],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Humidifiers",
        noun: "Ultrasonic Humidifier",
        shape: "controller",
        brands: ["Ideal-Air", "AC Infinity"],
        sizes: [
          ["6 Gallon", 90, 220],
          ["16 Gallon", 240, 520],
        ],
        model: "code",
      },
      {
        subcategory: "Environmental Controllers",
        noun: "Environment Controller",
        shape: "controller",
        brands: ["TrolMaster", "Titan Controls", "AC Infinity"],
        sizes: [
          ["Starter", 150, 380],
          ["Pro", 380, 900],
        ],
        model: "code",
      },
      {
        subcategory: "CO2",
        noun: "CO2 Controller",
        shape: "meter",
        brands: ["Titan Controls", "TrolMaster"],
        sizes: [
          ["Monitor", 140, 320],
          ["with Sensor", 220, 480],
        ],
        model: "code",
      },
      {
        subcategory: "CO2",
        noun: "CO2 Generator",
        shape: "controller",
        brands: ["Titan Controls"],
        sizes: [
          ["4 Burner LP", 380, 620],
          ["8 Burner NG", 520, 880],
        ],
        model: "code",
        heavy: true,
      },
    ],
    weight: 8,
  },
  {
    provider: "spd",
    category: "Propagation",
    kinds: [
      {
        subcategory: "Trays & Domes",
        noun: "Propagation Tray",
        shape: "tray",
        brands: ["Super Sprouter", "Root Riot"],
        sizes: [
          ["10x20 in", 3, 9],
          ["Case of 50", 80, 190],
        ],
        model: "trade",
      },
      {
        subcategory: "Trays & Domes",
        noun: "Humidity Dome",
        shape: "tray",
        brands: ["Super Sprouter"],
        sizes: [
          ["2 in", 4, 10],
          ["7 in", 8, 18],
        ],
        model: "trade",
      },
      {
        subcategory: "Heat Mats",
        noun: "Seedling Heat Mat",
        shape: "tray",
        brands: ["Super Sprouter", "Root Riot"],
        sizes: [
          ["10x20 in", 18, 40],
          ["20x48 in", 55, 120],
        ],
        model: "trade",
      },
      {
        subcategory: "Cloners",
        noun: "Aeroponic Cloner",
        shape: "tray",
        brands: ["EZ-Clone"],
        sizes: [
          ["32 Site", 140, 260],
          ["64 Site", 220, 420],
          ["128 Site", 380, 720],
        ],
        model: "code",
      },
      {
        subcategory: "Cloners",
        noun: "Cloning Gel",
        shape: "jar",
        brands: ["Clonex"],
        sizes: [
          ["100 mL", 12, 22],
          ["1 qt", 45, 90],
        ],
        model: "trade",
      },
      {
        subcategory: "Starter Plugs",
        noun: "Starter Plugs",
        shape: "tray",
        brands: ["Root Riot", "Jiffy", "Grodan"],
        sizes: [
          ["Tray of 50", 10, 20],
          ["Case of 1,400", 160, 320],
        ],
        model: "trade",
      },
      {
        subcategory: "Propagation Lights",
        noun: "T5 Propagation Fixture",
        shape: "light",
        brands: ["Super Sprouter", "Sun System"],
        sizes: [
          ["2 ft 4 Lamp", 70, 150],
          ["4 ft 8 Lamp", 140, 300],
        ],
        model: "code",
      },
    ],
    weight: 4,
  },
  {
    provider: "spd",
    category: "Garden Care",
    kinds: [
      {
        subcategory: "Pest Control",
        noun: "Insecticidal Soap",
        shape: "bottle",
        brands: ["Bonide", "SaferGro"],
        sizes: [
          ["1 qt", 9, 18],
          ["1 gal", 24, 55],
        ],
        model: "trade",
      },
      {
        subcategory: "Pest Control",
        noun: "Neem Oil",
        shape: "bottle",
        brands: ["Bonide", "SaferGro"],
        sizes: [
          ["16 oz", 11, 22],
          ["1 gal", 40, 90],
        ],
        model: "trade",
      },
      {
        subcategory: "Pest Control",
        noun: "Fungicide",
        shape: "bottle",
        brands: ["Bonide", "SaferGro"],
        sizes: [
          ["1 qt", 14, 30],
          ["1 gal", 38, 95],
        ],
        model: "trade",
      },
      {
        subcategory: "Pruners & Shears",
        noun: "Bypass Pruner",
        shape: "shears",
        brands: ["Fiskars"],
        sizes: [
          ["5/8 in Cut", 14, 35],
          ["1 in Cut", 22, 55],
        ],
        model: "code",
      },
      {
        subcategory: "Trellis & Support",
        noun: "Trellis Netting",
        shape: "rack",
        brands: ["Growers Edge", "SPD Horticulture"],
        sizes: [
          ["5 ft x 15 ft", 6, 14],
          ["5 ft x 3,280 ft", 90, 180],
        ],
        model: "trade",
      },
      {
        subcategory: "Trellis & Support",
        noun: "Plant Stakes",
        shape: "rack",
        brands: ["Growers Edge", "SPD Horticulture"],
        sizes: [
          ["3 ft 25 Pack", 8, 16],
          ["6 ft 25 Pack", 14, 30],
        ],
        model: "trade",
      },
      {
        subcategory: "Sprayers",
        noun: "Pump Sprayer",
        shape: "bottle",
        brands: ["Chapin"],
        sizes: [
          ["1 gal", 18, 40],
          ["2 gal", 26, 60],
        ],
        model: "code",
      },
      {
        subcategory: "Sprayers",
        noun: "Backpack Sprayer",
        shape: "bottle",
        brands: ["Chapin"],
        sizes: [["4 gal", 80, 180]],
        model: "code",
      },
      {
        subcategory: "Gloves & Apparel",
        noun: "Nitrile Gloves",
        shape: "bag",
        brands: ["Flying Skull", "SPD Horticulture"],
        sizes: [
          ["Box of 100", 12, 28],
          ["Case of 1,000", 95, 210],
        ],
        model: "trade",
      },
    ],
    weight: 4,
  },
  {
    provider: "spd",
    category: "Benching & Racking",
    kinds: [
      {
        subcategory: "Rolling Benches",
        noun: "Rolling Bench",
        shape: "rack",
        brands: ["Botanicare", "Montel", "Duralastics"],
        sizes: [
          ["4x8 ft", 650, 1400],
          ["5x10 ft", 900, 2100],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Vertical Racking",
        noun: "Two-Tier Mobile Rack",
        shape: "rack",
        brands: ["Pipp Horticulture", "Growrack", "Montel"],
        sizes: [
          ["4x8 ft", 2600, 4800],
          ["5x10 ft", 3400, 6500],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Shelving",
        noun: "Drying Shelf",
        shape: "rack",
        brands: ["Growrack", "Pipp Horticulture"],
        sizes: [
          ["48 in", 180, 420],
          ["72 in", 260, 560],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Flood Trays",
        noun: "Flood Table Tray",
        shape: "tray",
        brands: ["Botanicare", "Duralastics"],
        sizes: [
          ["4x4 ft", 90, 180],
          ["4x8 ft", 160, 320],
        ],
        model: "code",
      },
    ],
    weight: 3,
  },
  {
    provider: "spd",
    category: "Harvest",
    kinds: [
      {
        subcategory: "Trimmers",
        noun: "Bowl Trimmer",
        shape: "trimmer",
        brands: ["Centurion Pro", "Harvest More"],
        sizes: [
          ["16 in", 180, 450],
          ["19 in", 280, 650],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Trimmers",
        noun: "Conveyor Trimmer",
        shape: "trimmer",
        brands: ["Centurion Pro", "Twister"],
        sizes: [
          ["Single Barrel", 6500, 12500],
          ["Double Barrel", 9800, 18500],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Drying Racks",
        noun: "Hanging Dry Rack",
        shape: "rack",
        brands: ["Harvest More"],
        sizes: [
          ["2 ft 8 Tier", 18, 40],
          ["3 ft 8 Tier", 24, 55],
        ],
        model: "code",
      },
      {
        subcategory: "Scissors",
        noun: "Trimming Scissors",
        shape: "shears",
        brands: ["Chikamasa"],
        sizes: [
          ["Straight Blade", 14, 32],
          ["Curved Blade", 16, 36],
        ],
        model: "code",
      },
      {
        subcategory: "Scales",
        noun: "Bench Scale",
        shape: "meter",
        brands: ["Ohaus"],
        sizes: [
          ["15 kg", 180, 480],
          ["35 kg", 260, 720],
        ],
        model: "code",
      },
    ],
    weight: 3,
  },
  {
    provider: "spd",
    category: "Post Harvest",
    kinds: [
      {
        subcategory: "Extraction",
        noun: "Rosin Filter Bags",
        shape: "bag",
        brands: ["NugSmasher"],
        sizes: [
          ["25 Micron 50 Pack", 18, 40],
          ["120 Micron 50 Pack", 18, 40],
        ],
        model: "trade",
      },
      {
        subcategory: "Curing",
        noun: "Curing Bag",
        shape: "jar",
        brands: ["Grove Bags"],
        sizes: [
          ["1/8 oz 100 Pack", 3, 9],
          ["1 lb 10 Pack", 14, 28],
          ["5 lb Liner", 9, 20],
        ],
        model: "trade",
      },
      {
        subcategory: "Curing",
        noun: "Humidity Pack",
        shape: "jar",
        brands: ["Boveda", "Integra"],
        sizes: [
          ["8 g 300 Pack", 60, 140],
          ["67 g 12 Pack", 20, 40],
        ],
        model: "trade",
      },
      {
        subcategory: "Storage Containers",
        noun: "Curing Tote",
        shape: "jar",
        brands: ["CVault", "Grove Bags"],
        sizes: [
          ["4 L", 22, 38],
          ["Grove Tote 50 lb", 32, 60],
        ],
        model: "trade",
      },
      {
        subcategory: "Presses",
        noun: "Rosin Press",
        shape: "controller",
        brands: ["NugSmasher"],
        sizes: [
          ["10 Ton", 700, 1400],
          ["20 Ton", 1400, 2400],
        ],
        model: "code",
        heavy: true,
      },
    ],
    weight: 2,
  },
  {
    provider: "hydrofarm",
    category: "Lighting",
    kinds: lightKinds({
      led: ["Phantom", "Sun System", "Active Grow", "Hydrofarm"],
      hid: ["Phantom", "Sun System", "Xtrasun", "Hydrofarm"],
      ballast: ["Phantom", "Xtrasun", "Sun System"],
      lamp: ["Xtrasun", "Sun System", "Hydrofarm"],
      meter: ["Apogee"],
      controller: ["Hydrofarm", "Phantom"],
    }),
    weight: 7,
    lighting: true,
  },
  {
    provider: "hydrofarm",
    category: "Hydroponics",
    kinds: [
      {
        subcategory: "Hydroponic Systems",
        noun: "Ebb & Flow System",
        shape: "tray",
        brands: ["Active Aqua", "Botanicare"],
        sizes: [
          ["6 Site", 140, 320],
          ["12 Site", 240, 520],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Hydroponic Systems",
        noun: "Deep Water Culture Kit",
        shape: "tray",
        brands: ["Active Aqua", "General Hydroponics"],
        sizes: [
          ["4 Site", 110, 260],
          ["8 Site", 190, 420],
        ],
        model: "code",
      },
      {
        subcategory: "Pumps",
        noun: "Submersible Pump",
        shape: "pump",
        brands: ["Active Aqua", "HydroLogic"],
        sizes: [
          ["160 GPH", 18, 40],
          ["400 GPH", 30, 70],
          ["1,000 GPH", 60, 140],
        ],
        model: "code",
      },
      {
        subcategory: "Pumps",
        noun: "Air Pump",
        shape: "pump",
        brands: ["Active Aqua"],
        sizes: [
          ["4 Outlet", 22, 45],
          ["12 Outlet", 60, 130],
        ],
        model: "code",
      },
      {
        subcategory: "Reservoirs",
        noun: "Reservoir",
        shape: "tray",
        brands: ["Botanicare", "Active Aqua"],
        sizes: [
          ["40 gal", 80, 160],
          ["100 gal", 160, 320],
        ],
        model: "code",
      },
      {
        subcategory: "Tubing & Fittings",
        noun: "Vinyl Tubing",
        shape: "pump",
        brands: ["Active Aqua", "Hydrofarm"],
        sizes: [
          ["1/2 in x 100 ft", 18, 40],
          ["3/4 in x 100 ft", 26, 55],
        ],
        model: "code",
      },
      {
        subcategory: "Water Filtration",
        noun: "Reverse Osmosis System",
        shape: "filter",
        brands: ["HydroLogic"],
        sizes: [
          ["150 GPD", 140, 320],
          ["1,000 GPD", 480, 900],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Meters & Testers",
        noun: "pH/EC Meter",
        shape: "meter",
        brands: ["Bluelab", "HydroLogic"],
        sizes: [
          ["Pen", 60, 160],
          ["Combo", 180, 360],
        ],
        model: "code",
      },
      {
        subcategory: "Meters & Testers",
        noun: "TDS Pen",
        shape: "meter",
        brands: ["Bluelab", "Hydrofarm"],
        sizes: [["Pocket", 20, 60]],
        model: "code",
      },
    ],
    weight: 7,
  },
  {
    provider: "hydrofarm",
    category: "Nutrients & Additives",
    kinds: [
      {
        subcategory: "Base Nutrients",
        noun: "Grow Formula",
        shape: "bottle",
        brands: ["FoxFarm", "Botanicare", "General Hydroponics", "Emerald Harvest", "Athena"],
        sizes: bottles([12, 28]),
        model: "trade",
      },
      {
        subcategory: "Base Nutrients",
        noun: "Bloom Formula",
        shape: "bottle",
        brands: ["FoxFarm", "Botanicare", "General Hydroponics", "Emerald Harvest", "Athena"],
        sizes: bottles([12, 28]),
        model: "trade",
      },
      {
        subcategory: "Additives & Boosters",
        noun: "Silica Supplement",
        shape: "bottle",
        brands: ["Botanicare", "General Hydroponics", "Emerald Harvest"],
        sizes: bottles([14, 30]),
        model: "trade",
      },
      {
        subcategory: "pH Control",
        noun: "pH Down",
        shape: "bottle",
        brands: ["General Hydroponics", "Botanicare"],
        sizes: bottles([9, 18]),
        model: "trade",
      },
    ],
    weight: 6,
  },
  {
    provider: "hydrofarm",
    category: "Growing Media",
    kinds: [
      {
        subcategory: "Coco Coir",
        noun: "Coco Coir Mix",
        shape: "bag",
        brands: ["Royal Gold", "Mother Earth"],
        sizes: [
          ["1.5 cu ft", 16, 34],
          ["50 L", 15, 32],
        ],
        model: "trade",
      },
      {
        subcategory: "Soil & Potting Mix",
        noun: "Potting Soil",
        shape: "bag",
        brands: ["FoxFarm", "Pro-Mix", "Royal Gold"],
        sizes: [
          ["1.5 cu ft", 15, 32],
          ["2 cu ft", 18, 40],
        ],
        model: "trade",
      },
      {
        subcategory: "Rockwool",
        noun: "Rockwool Starter Cubes",
        shape: "bag",
        brands: ["Grodan"],
        sizes: [
          ["1 in Sheet of 200", 10, 20],
          ["1.5 in Sheet of 98", 9, 18],
        ],
        model: "trade",
      },
      {
        subcategory: "Containers & Pots",
        noun: "Fabric Pot",
        shape: "pot",
        brands: ["GeoPot", "Hydrofarm"],
        sizes: [
          ["3 gal", 2, 5],
          ["7 gal", 4, 9],
          ["20 gal", 8, 19],
        ],
        model: "trade",
      },
    ],
    weight: 5,
  },
  {
    provider: "hydrofarm",
    category: "Atmospheric Control",
    kinds: [
      {
        subcategory: "",
        noun: "Environmental Controller",
        shape: "controller",
        brands: ["TrolMaster", "Titan Controls"],
        sizes: [
          ["Starter", 150, 380],
          ["Pro", 380, 900],
        ],
        model: "code",
      },
      {
        subcategory: "Fans & Ventilation",
        noun: "Inline Fan",
        shape: "fan",
        brands: ["Active Air", "Can-Fan", "Vortex"],
        sizes: [
          ["4 in", 60, 150],
          ["6 in", 80, 220],
          ["8 in", 120, 300],
        ],
        model: "code",
      },
      {
        subcategory: "Carbon Filters",
        noun: "Carbon Filter",
        shape: "filter",
        brands: ["Phresh", "Active Air"],
        sizes: [
          ["4 in", 55, 130],
          ["6 in", 85, 200],
          ["8 in", 130, 300],
        ],
        model: "code",
      },
      {
        subcategory: "Dehumidifiers",
        noun: "Dehumidifier",
        shape: "controller",
        brands: ["Quest", "Ideal-Air"],
        sizes: [
          ["70 Pint", 300, 2500],
          ["155 Pint", 1400, 3200],
        ],
        model: "code",
        heavy: true,
      },
      {
        subcategory: "Atmospheric Control",
        noun: "CO2 Monitor",
        shape: "meter",
        brands: ["Titan Controls", "Hydrofarm"],
        sizes: [["Wall Mount", 110, 280]],
        model: "code",
      },
      {
        subcategory: "Atmospheric Control",
        noun: "Hygrometer",
        shape: "meter",
        brands: ["Active Air", "Hydrofarm"],
        sizes: [["Digital", 12, 35]],
        model: "code",
      },
    ],
    weight: 5,
  },
  {
    provider: "hydrofarm",
    category: "Garden Accessories",
    kinds: [
      {
        subcategory: "",
        noun: "Plant Yo-Yo",
        shape: "rack",
        brands: ["Hydrofarm", "Growers Edge"],
        sizes: [
          ["6 ft 4 Pack", 6, 14],
          ["Case of 100", 90, 180],
        ],
        model: "trade",
      },
      {
        subcategory: "Pruners & Shears",
        noun: "Precision Pruner",
        shape: "shears",
        brands: ["Fiskars", "Growers Edge"],
        sizes: [
          ["Straight", 12, 30],
          ["Curved", 14, 32],
        ],
        model: "code",
      },
      {
        subcategory: "Sprayers",
        noun: "Pump Sprayer",
        shape: "bottle",
        brands: ["Chapin"],
        sizes: [
          ["1 gal", 18, 40],
          ["2 gal", 26, 60],
        ],
        model: "code",
      },
      {
        subcategory: "Garden Accessories",
        noun: "Trellis Netting",
        shape: "rack",
        brands: ["Growers Edge", "Hydrofarm"],
        sizes: [
          ["5 ft x 15 ft", 6, 14],
          ["5 ft x 3,280 ft", 90, 180],
        ],
        model: "trade",
      },
    ],
    weight: 3,
  },
  {
    provider: "hydrofarm",
    category: "Harvest/Post-Harvest",
    kinds: [
      {
        subcategory: "Scissors",
        noun: "Hydroponic Scissors",
        shape: "shears",
        brands: ["Chikamasa"],
        sizes: [
          ["Straight Blade", 14, 32],
          ["Curved Blade", 16, 36],
        ],
        model: "code",
      },
      {
        subcategory: "Drying Racks",
        noun: "Dry Rack",
        shape: "rack",
        brands: ["Hydrofarm", "Harvest Keeper"],
        sizes: [
          ["2 ft", 18, 40],
          ["3 ft", 24, 55],
        ],
        model: "code",
      },
      {
        subcategory: "Trimmers",
        noun: "Bowl Trimmer",
        shape: "trimmer",
        brands: ["Harvest Keeper", "Growers Edge"],
        sizes: [
          ["16 in", 180, 450],
          ["19 in", 280, 650],
        ],
        model: "code",
        heavy: true,
      },
    ],
    weight: 3,
  },
];

/** Series names per brand for model codes ('Gavita Pro 640e'); brands not listed get 'Pro', 'XL', … */
export const BRAND_SERIES: Record<string, readonly string[]> = {
  Gavita: ["Pro", "CT", "RS"],
  Fluence: ["SPYDR", "VYPR", "RAPTR"],
  Hortilux: ["Super HPS", "Eye Blue", "Ceramic"],
  "Sun System": ["LEC", "Yield Master", "Grow Star"],
  Phantom: ["50 Series", "Commercial", "Phantom II"],
  ThinkGrow: ["Model-H", "Model-i", "Sirius"],
  Nanolux: ["OCS", "Helix", "TSDB"],
  Iluminar: ["iL", "Vega", "Orion"],
  Apogee: ["MQ", "SQ"],
  Xtrasun: ["Xtra", "Dynamo"],
  "Active Grow": ["T8", "HO"],
  Hydrofarm: ["Xtra", "Jump Start", "Autopilot"],
  "AC Infinity": ["Cloudline", "Cloudlab", "Cloudray"],
  Quest: ["Dual", "Hi-E", "Overhead"],
  "Titan Controls": ["Atlas", "Saturn", "Ares"],
  TrolMaster: ["Hydro-X", "Aqua-X", "Tent-X"],
  "Centurion Pro": ["Tabletop", "Gladiator", "Original"],
  Chikamasa: ["B-500", "T-550"],
};
export const DEFAULT_SERIES = ["Pro", "XL", "Max", "Elite"] as const;

/** Every brand name of the sample catalogue, keyed by its logo slug (for logos and image captions). */
export const SAMPLE_BRANDS = new Map(
  [...new Set(PRODUCT_LINES.flatMap((line) => line.kinds.flatMap((kind) => kind.brands)))].map((name) => [
    brandSlug(name),
    name,
  ]),
);
