/** 'Partners': six partner cards (name, logo, description). */
export const PARTNERS = [
  {
    name: "Iluminar Lighting",
    description: "Full-spectrum LED fixtures engineered for commercial greenhouses and indoor farms.",
  },
  {
    name: "RX Green Technologies",
    description: "Premium substrates, soil amendments and biological inputs for high-yield cultivation.",
  },
  {
    name: "Hydrofarm",
    description: "One of North America's leading distributors of hydroponics equipment and supplies.",
  },
  {
    name: "SPD Horticulture",
    description: "Distribution partner for nutrients, environment control, benching and harvest equipment.",
  },
  {
    name: "GreenGrid Energy Advisors",
    description: "Utility rebate specialists who help growers fund LED retrofits and efficient HVAC.",
  },
  {
    name: "AgriFreight Logistics",
    description: "Freight partner for pallet and LTL deliveries to farms across the United States.",
  },
];
