import type { Provider } from "../../../../core/catalog-types.ts";
import { brandSlug } from "../../../../core/brand-path.ts";

/** Drawing kinds of the generated product images (server/media renders one per kind). */
export const IMAGE_SHAPES = [
  "light",
  "ballast",
  "bulb",
  "meter",
  "bottle",
  "bag",
  "pot",
  "fan",
  "filter",
  "controller",
  "tray",
  "shears",
  "rack",
  "trimmer",
  "jar",
  "pump",
] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];

/** A family of products one supplier sends under one of its own categories. */
export interface ProductLine {
  provider: Provider;
  category: string;
  /** Subcategory → what products in it are called and drawn as. */
  subcategories: { name: string; nouns: string[]; shape: ImageShape }[];
  brands: string[];
  /** Relative share of the provider's products. */
  weight: number;
  /** Typical msrp range in dollars. */
  price: [number, number];
  sizes?: string[];
  lighting?: boolean;
}

const LIGHT_SUBCATEGORIES = [
  { name: "LED Grow Lights", nouns: ["LED Grow Light", "LED Top Light", "LED Bar Fixture"], shape: "light" },
  { name: "HID Lighting", nouns: ["DE HPS Fixture", "CMH Fixture", "HID Grow Light"], shape: "light" },
  { name: "Ballasts", nouns: ["Digital Ballast", "DE Ballast", "CMH Ballast"], shape: "ballast" },
  { name: "Reflectors", nouns: ["Air-Cooled Reflector", "Open Reflector", "DE Reflector"], shape: "light" },
  { name: "Lamps & Bulbs", nouns: ["DE HPS Lamp", "CMH Lamp", "MH Bulb"], shape: "bulb" },
  { name: "Light Controllers", nouns: ["Lighting Controller", "Master Controller"], shape: "controller" },
  { name: "PAR Meters", nouns: ["Quantum PAR Meter", "PAR Sensor"], shape: "meter" },
  { name: "Grow Light Kits", nouns: ["Grow Light Kit", "LED Starter Kit"], shape: "light" },
] satisfies ProductLine["subcategories"];

const BOTTLE_SIZES = ["1 qt", "1 gal", "2.5 gal", "5 gal", "15 gal", "55 gal"];

export const PRODUCT_LINES: ProductLine[] = [
  {
    provider: "iluminar",
    category: "LED Grow Lights",
    subcategories: [
      { name: "Top Lighting", nouns: ["ECO LED Top Light", "Full Cycle LED Fixture"], shape: "light" },
      { name: "Inter-Canopy Lighting", nouns: ["Inter-Canopy LED Bar"], shape: "light" },
      { name: "Vertical Farming", nouns: ["Rack LED Bar", "Multi-Tier LED Strip"], shape: "light" },
      { name: "Light Controllers", nouns: ["Lighting Controller"], shape: "controller" },
    ],
    brands: ["Iluminar"],
    weight: 1,
    price: [180, 1900],
    lighting: true,
  },
  {
    provider: "spd",
    category: "Grow Lights",
    subcategories: LIGHT_SUBCATEGORIES,
    brands: ["Gavita", "Fluence", "Hortilux", "Sun System", "Phantom", "ThinkGrow", "Nanolux", "Iluminar"],
    weight: 14,
    price: [40, 1600],
    lighting: true,
  },
  {
    provider: "spd",
    category: "Nutrients",
    subcategories: [
      {
        name: "Base Nutrients",
        nouns: ["Grow A", "Bloom B", "Micro", "Coco A+B", "Base Nutrient"],
        shape: "bottle",
      },
      {
        name: "Additives & Boosters",
        nouns: ["Bloom Booster", "Root Stimulant", "Enzyme Formula"],
        shape: "bottle",
      },
      { name: "pH Control", nouns: ["pH Down", "pH Up"], shape: "bottle" },
      {
        name: "Organic Nutrients",
        nouns: ["Organic Grow", "Kelp Extract", "Worm Castings Tea"],
        shape: "bottle",
      },
      { name: "Cal-Mag", nouns: ["Cal-Mag Plus", "CalMag Supplement"], shape: "bottle" },
    ],
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
    weight: 12,
    price: [12, 420],
    sizes: BOTTLE_SIZES,
  },
  {
    provider: "spd",
    category: "Growing Media",
    subcategories: [
      { name: "Coco Coir", nouns: ["Coco Coir Block", "Coco Loose Fill", "Coco Perlite Mix"], shape: "bag" },
      { name: "Soil & Potting Mix", nouns: ["Potting Soil", "Living Soil", "Peat Mix"], shape: "bag" },
      { name: "Rockwool", nouns: ["Rockwool Slab", "Rockwool Cubes"], shape: "bag" },
      { name: "Perlite & Amendments", nouns: ["Coarse Perlite", "Worm Castings", "Biochar"], shape: "bag" },
    ],
    brands: [
      "RX Green Technologies",
      "Royal Gold",
      "Grodan",
      "Mother Earth",
      "Char Coir",
      "Pro-Mix",
      "FoxFarm",
    ],
    weight: 6,
    price: [9, 95],
    sizes: ["1.5 cu ft", "2 cu ft", "50 L", "5 kg block", "case of 12"],
  },
  {
    provider: "spd",
    category: "Containers & Pots",
    subcategories: [
      { name: "Grow Bags", nouns: ["Fabric Grow Bag", "Grow Bag"], shape: "pot" },
      { name: "Containers & Pots", nouns: ["Fabric Pot", "Square Pot", "Nursery Container"], shape: "pot" },
    ],
    brands: ["GeoPot", "Smart Pots", "RX Green Technologies"],
    weight: 4,
    price: [2, 60],
    sizes: ["1 gal", "3 gal", "5 gal", "7 gal", "10 gal", "20 gal", "100 gal"],
  },
  {
    provider: "spd",
    category: "Environment",
    subcategories: [
      {
        name: "Fans & Ventilation",
        nouns: ["Inline Duct Fan", "Oscillating Wall Fan", "Clip Fan"],
        shape: "fan",
      },
      { name: "Carbon Filters", nouns: ["Carbon Filter", "Pro Carbon Filter"], shape: "filter" },
      { name: "Dehumidifiers", nouns: ["Dehumidifier", "Overhead Dehumidifier"], shape: "controller" },
      { name: "Humidifiers", nouns: ["Ultrasonic Humidifier"], shape: "controller" },
      {
        name: "Environmental Controllers",
        nouns: ["Environment Controller", "VPD Controller"],
        shape: "controller",
      },
      { name: "CO2", nouns: ["CO2 Controller", "CO2 Regulator", "CO2 Generator"], shape: "meter" },
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
    weight: 8,
    price: [25, 3200],
  },
  {
    provider: "spd",
    category: "Propagation",
    subcategories: [
      { name: "Trays & Domes", nouns: ["Propagation Tray", "Humidity Dome", "Seedling Tray"], shape: "tray" },
      { name: "Heat Mats", nouns: ["Seedling Heat Mat", "Heat Mat Thermostat"], shape: "tray" },
      { name: "Cloners", nouns: ["Aeroponic Cloner", "Cloning Gel"], shape: "tray" },
      { name: "Starter Plugs", nouns: ["Starter Plugs", "Rooting Plugs"], shape: "tray" },
      { name: "Propagation Lights", nouns: ["T5 Propagation Fixture"], shape: "light" },
    ],
    brands: ["Super Sprouter", "Clonex", "EZ-Clone", "Root Riot", "Jiffy", "Grodan"],
    weight: 4,
    price: [4, 260],
  },
  {
    provider: "spd",
    category: "Garden Care",
    subcategories: [
      { name: "Pest Control", nouns: ["Insecticidal Soap", "Neem Oil", "Fungicide"], shape: "bottle" },
      { name: "Pruners & Shears", nouns: ["Pruning Snips", "Bypass Pruner"], shape: "shears" },
      {
        name: "Trellis & Support",
        nouns: ["Trellis Netting", "Plant Stakes", "Yo-Yo Hangers"],
        shape: "rack",
      },
      { name: "Sprayers", nouns: ["Pump Sprayer", "Backpack Sprayer"], shape: "bottle" },
      { name: "Gloves & Apparel", nouns: ["Nitrile Gloves", "Tyvek Coverall"], shape: "bag" },
    ],
    brands: ["Fiskars", "Bonide", "Chapin", "SaferGro", "Growers Edge", "Flying Skull"],
    weight: 4,
    price: [5, 180],
  },
  {
    provider: "spd",
    category: "Benching & Racking",
    subcategories: [
      { name: "Rolling Benches", nouns: ["Rolling Bench 4x8", "Rolling Bench 5x10"], shape: "rack" },
      { name: "Vertical Racking", nouns: ["Two-Tier Mobile Rack", "Vertical Grow Rack"], shape: "rack" },
      { name: "Shelving", nouns: ["Wire Shelving Unit", "Drying Shelf"], shape: "rack" },
      { name: "Flood Trays", nouns: ["Flood Table Tray", "Flood Tray 4x8"], shape: "tray" },
    ],
    brands: ["Pipp Horticulture", "Growrack", "Botanicare", "Montel", "Duralastics"],
    weight: 3,
    price: [80, 6500],
  },
  {
    provider: "spd",
    category: "Harvest",
    subcategories: [
      { name: "Trimmers", nouns: ["Bowl Trimmer", "Leaf Trimmer", "Conveyor Trimmer"], shape: "trimmer" },
      { name: "Drying Racks", nouns: ["Hanging Dry Rack", "Drying Net"], shape: "rack" },
      { name: "Scissors", nouns: ["Trimming Scissors", "Curved Blade Snips"], shape: "shears" },
      { name: "Scales", nouns: ["Digital Scale", "Bench Scale"], shape: "meter" },
    ],
    brands: ["Centurion Pro", "Twister", "Chikamasa", "Harvest More", "Ohaus"],
    weight: 3,
    price: [8, 14000],
  },
  {
    provider: "spd",
    category: "Post Harvest",
    subcategories: [
      { name: "Extraction", nouns: ["Rosin Filter Bags", "Bubble Bags Kit"], shape: "bag" },
      { name: "Curing", nouns: ["Curing Bag", "Humidity Pack"], shape: "jar" },
      { name: "Storage Containers", nouns: ["Storage Jar", "Curing Tote"], shape: "jar" },
      { name: "Presses", nouns: ["Rosin Press"], shape: "controller" },
    ],
    brands: ["Grove Bags", "Boveda", "CVault", "NugSmasher", "Integra"],
    weight: 2,
    price: [6, 2400],
  },
  {
    provider: "hydrofarm",
    category: "Lighting",
    subcategories: LIGHT_SUBCATEGORIES,
    brands: ["Phantom", "Sun System", "Xtrasun", "Hydrofarm", "Active Grow"],
    weight: 7,
    price: [30, 1400],
    lighting: true,
  },
  {
    provider: "hydrofarm",
    category: "Hydroponics",
    subcategories: [
      {
        name: "Hydroponic Systems",
        nouns: ["Ebb & Flow System", "Deep Water Culture Kit", "NFT Channel"],
        shape: "tray",
      },
      { name: "Pumps", nouns: ["Submersible Pump", "Air Pump", "Water Pump"], shape: "pump" },
      { name: "Reservoirs", nouns: ["Reservoir", "Reservoir Lid"], shape: "tray" },
      { name: "Tubing & Fittings", nouns: ["Vinyl Tubing", "Barbed Fitting Kit"], shape: "pump" },
      { name: "Water Filtration", nouns: ["Reverse Osmosis System", "Sediment Filter"], shape: "filter" },
      { name: "Meters & Testers", nouns: ["pH/EC Meter", "TDS Pen"], shape: "meter" },
    ],
    brands: ["Active Aqua", "Hydrofarm", "Botanicare", "General Hydroponics", "Bluelab", "HydroLogic"],
    weight: 7,
    price: [6, 900],
  },
  {
    provider: "hydrofarm",
    category: "Nutrients & Additives",
    subcategories: [
      { name: "Base Nutrients", nouns: ["Flora Series", "Grow Formula", "Bloom Formula"], shape: "bottle" },
      { name: "Additives & Boosters", nouns: ["Big Bloom", "Liquid Karma", "Silica Blast"], shape: "bottle" },
      { name: "pH Control", nouns: ["pH Down", "pH Up"], shape: "bottle" },
    ],
    brands: ["FoxFarm", "Botanicare", "General Hydroponics", "Emerald Harvest", "Athena", "Grotek"],
    weight: 6,
    price: [10, 380],
    sizes: BOTTLE_SIZES,
  },
  {
    provider: "hydrofarm",
    category: "Growing Media",
    subcategories: [
      { name: "Coco Coir", nouns: ["Coco Coir Mix", "Coco Croutons"], shape: "bag" },
      { name: "Soil & Potting Mix", nouns: ["Ocean Forest Potting Soil", "Happy Frog Soil"], shape: "bag" },
      { name: "Rockwool", nouns: ["Rockwool Starter Cubes", "Rockwool Slab"], shape: "bag" },
      { name: "Containers & Pots", nouns: ["Fabric Pot", "Saucer"], shape: "pot" },
    ],
    brands: ["Royal Gold", "Grodan", "Mother Earth", "FoxFarm", "Pro-Mix", "GeoPot"],
    weight: 5,
    price: [6, 80],
    sizes: ["1.5 cu ft", "2 cu ft", "50 L", "case of 6"],
  },
  {
    provider: "hydrofarm",
    category: "Atmospheric Control",
    subcategories: [
      { name: "", nouns: ["Environmental Controller"], shape: "controller" },
      { name: "Fans & Ventilation", nouns: ["Inline Fan", "Wall Mount Fan"], shape: "fan" },
      { name: "Carbon Filters", nouns: ["Carbon Filter"], shape: "filter" },
      { name: "Dehumidifiers", nouns: ["Dehumidifier"], shape: "controller" },
      { name: "Atmospheric Control", nouns: ["CO2 Monitor", "Hygrometer"], shape: "meter" },
    ],
    brands: [
      "Active Air",
      "Quest",
      "Phresh",
      "Ideal-Air",
      "TrolMaster",
      "Titan Controls",
      "Vortex",
      "Can-Fan",
    ],
    weight: 5,
    price: [15, 2600],
  },
  {
    provider: "hydrofarm",
    category: "Garden Accessories",
    subcategories: [
      { name: "", nouns: ["Plant Yo-Yo", "Garden Twine"], shape: "rack" },
      { name: "Pruners & Shears", nouns: ["Precision Pruner"], shape: "shears" },
      { name: "Sprayers", nouns: ["Pump Sprayer"], shape: "bottle" },
      { name: "Garden Accessories", nouns: ["Plant Saucer", "Trellis Netting"], shape: "pot" },
    ],
    brands: ["Hydrofarm", "Growers Edge", "Fiskars", "Chapin"],
    weight: 3,
    price: [3, 120],
  },
  {
    provider: "hydrofarm",
    category: "Harvest/Post-Harvest",
    subcategories: [
      { name: "Scissors", nouns: ["Hydroponic Scissors", "Bonsai Scissors"], shape: "shears" },
      { name: "Drying Racks", nouns: ["Dry Rack"], shape: "rack" },
      { name: "Trimmers", nouns: ["Bowl Trimmer"], shape: "trimmer" },
    ],
    brands: ["Chikamasa", "Hydrofarm", "Growers Edge", "Harvest Keeper"],
    weight: 3,
    price: [6, 700],
  },
];

/** Every brand name of the sample catalogue, keyed by its logo slug (for logos and image captions). */
export const SAMPLE_BRANDS = new Map(
  [...new Set(PRODUCT_LINES.flatMap((line) => line.brands))].map((name) => [brandSlug(name), name]),
);
