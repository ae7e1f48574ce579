import { CANADA_PROVINCES } from "./canada-provinces.ts";
import { type COUNTRIES } from "./constants.ts";
import { MEXICO_STATES } from "./mexico-states.ts";
import { US_STATES } from "./us-states.ts";

type Country = (typeof COUNTRIES)[number];

/** What a form says to a country that is none of the list's, in any of its common spellings. */
export const COUNTRY_UNKNOWN_MESSAGE = "Choose a country from the list.";

/** Lower case, no accents, no dots or spaces: 'U.S.A.' → 'usa', 'México' → 'mexico'. */
const key = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.\s]/g, "");

const COUNTRY_SPELLINGS: Record<string, Country> = {
  us: "United States",
  usa: "United States",
  unitedstates: "United States",
  unitedstatesofamerica: "United States",
  ca: "Canada",
  can: "Canada",
  canada: "Canada",
  mx: "Mexico",
  mex: "Mexico",
  mexico: "Mexico",
  estadosunidosmexicanos: "Mexico",
};

/** The list's name of a country written as its name, its ISO code or a common short form; else null. */
export function canonicalCountry(text: string): Country | null {
  return COUNTRY_SPELLINGS[key(text)] ?? null;
}

/** USPS codes, in US_STATES' order. */
const US_CODES =
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY";
/** Canada Post codes, in CANADA_PROVINCES' order. */
const CANADA_CODES = "AB BC MB NB NL NT NS NU ON PE QC SK YT";
/** ISO 3166-2:MX codes, in MEXICO_STATES' order. */
const MEXICO_CODES =
  "AGU BCN BCS CAM CHP CHH COA COL DUR GUA GRO HID JAL CMX MEX MIC MOR NAY NLE OAX PUE QUE ROO SLP SIN SON TAB TAM TLA VER YUC ZAC";

/** Every state's code and accent-free name → its name in the lists (the codes of the three never clash). */
const STATE_SPELLINGS = new Map<string, string>();
for (const [names, codes] of [
  [US_STATES, US_CODES],
  [CANADA_PROVINCES, CANADA_CODES],
  [MEXICO_STATES, MEXICO_CODES],
] as const) {
  const list = codes.split(" ");
  names.forEach((name, index) => {
    STATE_SPELLINGS.set(key(list[index]), name);
    STATE_SPELLINGS.set(key(name), name);
  });
}

/** The lists' name of a state or province written as its postal or ISO code or in any case; else the text as sent. */
export function canonicalState(text: string): string {
  return STATE_SPELLINGS.get(key(text)) ?? text;
}
