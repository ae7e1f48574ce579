import { createHash } from "node:crypto";
import { brandOfLogoSlug } from "../../core/brand-logos.ts";
import { IMAGE_SHAPES, type ImageShape } from "../../core/image-shapes.ts";

const SIZE = 400;

/** Drawings on a 400×400 canvas, one per kind of product (the brand name is added below them). */
const DRAWINGS: Record<ImageShape, (ink: string, accent: string) => string> = {
  light: (ink, accent) =>
    `<rect x="60" y="120" width="280" height="46" rx="8" fill="${ink}"/>` +
    `<rect x="76" y="170" width="248" height="14" rx="4" fill="${accent}"/>` +
    `<path d="M110 190 L80 290 M200 190 L200 300 M290 190 L320 290" stroke="${accent}" stroke-width="6" opacity=".55"/>` +
    `<path d="M120 120 L150 70 M280 120 L250 70" stroke="${ink}" stroke-width="4"/>`,
  ballast: (ink, accent) =>
    `<rect x="90" y="110" width="220" height="150" rx="12" fill="${ink}"/>` +
    `<path d="M110 130 H290 M110 150 H290 M110 170 H290" stroke="${accent}" stroke-width="5"/>` +
    `<circle cx="270" cy="230" r="10" fill="${accent}"/>`,
  bulb: (ink, accent) =>
    `<ellipse cx="200" cy="160" rx="60" ry="80" fill="${accent}" stroke="${ink}" stroke-width="6"/>` +
    `<rect x="175" y="238" width="50" height="40" rx="6" fill="${ink}"/>`,
  meter: (ink, accent) =>
    `<rect x="130" y="80" width="140" height="210" rx="18" fill="${ink}"/>` +
    `<rect x="150" y="105" width="100" height="70" rx="6" fill="${accent}"/>` +
    `<circle cx="200" cy="230" r="24" fill="${accent}" opacity=".7"/>`,
  bottle: (ink, accent) =>
    `<rect x="180" y="70" width="40" height="34" rx="4" fill="${ink}"/>` +
    `<path d="M150 120 Q150 104 170 104 H230 Q250 104 250 120 V290 Q250 300 240 300 H160 Q150 300 150 290 Z" fill="${ink}"/>` +
    `<rect x="160" y="170" width="80" height="80" rx="6" fill="${accent}"/>`,
  bag: (ink, accent) =>
    `<path d="M120 90 H280 L300 300 H100 Z" fill="${ink}"/>` +
    `<rect x="140" y="150" width="120" height="90" rx="8" fill="${accent}"/>` +
    `<path d="M120 90 L140 70 H260 L280 90" fill="${accent}" opacity=".6"/>`,
  pot: (ink, accent) =>
    `<path d="M110 120 H290 L265 300 H135 Z" fill="${ink}"/>` +
    `<rect x="100" y="105" width="200" height="28" rx="6" fill="${accent}"/>`,
  fan: (ink, accent) =>
    `<circle cx="200" cy="190" r="110" fill="none" stroke="${ink}" stroke-width="14"/>` +
    `<path d="M200 190 Q180 110 230 100 Q240 160 200 190 Q280 170 290 220 Q230 230 200 190 Q150 250 120 210 Q160 180 200 190 Z" fill="${accent}"/>` +
    `<circle cx="200" cy="190" r="16" fill="${ink}"/>`,
  filter: (ink, accent) =>
    `<rect x="130" y="80" width="140" height="220" rx="16" fill="${ink}"/>` +
    `<path d="M130 120 H270 M130 160 H270 M130 200 H270 M130 240 H270" stroke="${accent}" stroke-width="6"/>`,
  controller: (ink, accent) =>
    `<rect x="90" y="100" width="220" height="170" rx="16" fill="${ink}"/>` +
    `<rect x="110" y="120" width="120" height="60" rx="6" fill="${accent}"/>` +
    `<circle cx="270" cy="150" r="18" fill="${accent}"/><circle cx="140" cy="230" r="12" fill="${accent}"/>` +
    `<circle cx="180" cy="230" r="12" fill="${accent}"/>`,
  tray: (ink, accent) =>
    `<path d="M70 220 H330 L310 280 H90 Z" fill="${ink}"/>` +
    `<path d="M90 220 Q200 90 310 220 Z" fill="${accent}" opacity=".6"/>`,
  shears: (ink, accent) =>
    `<circle cx="150" cy="250" r="34" fill="none" stroke="${ink}" stroke-width="14"/>` +
    `<circle cx="250" cy="250" r="34" fill="none" stroke="${ink}" stroke-width="14"/>` +
    `<path d="M170 220 L230 80 M230 220 L170 80" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`,
  rack: (ink, accent) =>
    `<path d="M90 70 V300 M310 70 V300" stroke="${ink}" stroke-width="12"/>` +
    `<path d="M90 120 H310 M90 190 H310 M90 260 H310" stroke="${accent}" stroke-width="12"/>`,
  trimmer: (ink, accent) =>
    `<ellipse cx="200" cy="200" rx="130" ry="70" fill="${ink}"/>` +
    `<ellipse cx="200" cy="180" rx="100" ry="40" fill="${accent}"/>` +
    `<rect x="290" y="120" width="50" height="30" rx="6" fill="${ink}"/>`,
  jar: (ink, accent) =>
    `<rect x="140" y="90" width="120" height="30" rx="6" fill="${ink}"/>` +
    `<rect x="130" y="120" width="140" height="180" rx="20" fill="${accent}" stroke="${ink}" stroke-width="8"/>`,
  pump: (ink, accent) =>
    `<rect x="120" y="130" width="160" height="130" rx="20" fill="${ink}"/>` +
    `<rect x="270" y="170" width="60" height="24" rx="6" fill="${accent}"/>` +
    `<path d="M330 182 Q360 182 360 120" stroke="${accent}" stroke-width="10" fill="none"/>`,
};

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

function hue(seed: string): number {
  return createHash("sha1").update(seed).digest().readUInt16BE(0) % 360;
}

/** 'ac-infinity' → 'AC Infinity' for the brands of the logo table, else a title-cased slug. */
export function brandNameOf(slug: string): string {
  return (
    brandOfLogoSlug(slug) ??
    slug
      .split("-")
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(" ")
  );
}

function svg(body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** Backgrounds that set one product's pictures apart from its neighbours' (chosen by product number). */
const BACKDROPS: ((tint: string) => string)[] = [
  () => "",
  (tint) =>
    `<g fill="${tint}">${Array.from({ length: 36 }, (_, i) => `<circle cx="${30 + (i % 6) * 68}" cy="${30 + Math.floor(i / 6) * 56}" r="5"/>`).join("")}</g>`,
  (tint) => `<path d="M0 330 H400 V400 H0 Z" fill="${tint}"/>`,
  (tint) =>
    `<g stroke="${tint}" stroke-width="3">${Array.from({ length: 9 }, (_, i) => `<path d="M${i * 50 - 100} 0 L${i * 50 + 100} 400"/>`).join("")}</g>`,
  (tint) => `<circle cx="200" cy="190" r="150" fill="${tint}"/>`,
];

/** How the drawing is framed on each photo of a product: whole, closer, from an angle. */
const VIEWS = ["", "translate(200 190) scale(1.25) translate(-200 -190)", "rotate(-8 200 190)"];

/**
 * A product picture for a key like 'light-gavita-2000147-1' (kind, brand, product number, photo): the
 * kind's drawing coloured and backed per product, framed per photo, so no two products look alike.
 * Keys without the numbers ('light-gavita') draw the brand's plain picture.
 */
export function productSvg(key: string): string {
  const match = /^([a-z]+)-(.+?)(?:-(\d+))?(?:-(\d+))?$/.exec(key);
  const shape = (IMAGE_SHAPES as readonly string[]).includes(match?.[1] ?? "")
    ? (match?.[1] as ImageShape)
    : "bag";
  const brand = brandNameOf(match?.[2] ?? key);
  const product = Number(match?.[3] ?? 0);
  const photo = Number(match?.[4] ?? 1);
  const h = Math.round(hue(brand) + product * 137.508) % 360;
  const view = VIEWS[(photo - 1) % VIEWS.length];
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${h} 35% 95%)"/>` +
    BACKDROPS[product % BACKDROPS.length](`hsl(${h} 35% 88%)`) +
    `<g${view ? ` transform="${view}"` : ""}>${DRAWINGS[shape](`hsl(${h} 30% 22%)`, `hsl(${(h + 40 + (product % 7) * 20) % 360} 65% 55%)`)}</g>` +
    `<text x="200" y="372" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="hsl(${h} 30% 22%)">${escapeXml(brand)}</text>`;
  return svg(body, `${brand} ${shape}`);
}

/** The logo of a brand in the logo table (core/brand-logos.ts), by its slug; null for any other slug. */
export function brandLogoSvg(slug: string): string | null {
  const brand = brandOfLogoSlug(slug);
  if (!brand) return null;
  const h = hue(brand);
  // A wordmark, 2.5 : 1 like the tiles that show it: a badge with the brand's initials, then its name.
  const initials = brand
    .split(/[\s-]+/)
    .filter((word) => /^[a-z0-9]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join("");
  const size = Math.max(22, Math.min(44, Math.floor(560 / Math.max(brand.length, 1))));
  const body =
    `<rect width="400" height="160" rx="24" fill="hsl(${h} 40% 96%)"/>` +
    `<circle cx="78" cy="80" r="50" fill="hsl(${h} 45% 28%)"/>` +
    `<path d="M58 108 Q78 122 98 108" fill="none" stroke="hsl(${(h + 40) % 360} 70% 62%)" stroke-width="6" stroke-linecap="round"/>` +
    `<text x="78" y="92" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="800" fill="#fff">${escapeXml(initials)}</text>` +
    `<text x="144" y="${80 + Math.round(size / 3)}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="800" fill="hsl(${h} 45% 22%)" textLength="${Math.min(240, Math.round(brand.length * size * 0.6))}" lengthAdjust="spacingAndGlyphs">${escapeXml(brand)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160" role="img">` +
    `<title>${escapeXml(brand)} logo</title>${body}</svg>`
  );
}

/** The 'placeholder if none' image and broken-image fallback. */
export function placeholderSvg(): string {
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="#f1f3f1"/>` +
    `<path d="M120 260 L180 180 L220 230 L250 200 L290 260 Z" fill="#c5ccc5"/><circle cx="250" cy="150" r="22" fill="#c5ccc5"/>` +
    `<text x="200" y="330" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" fill="#7a857a">No image</text>`;
  return svg(body, "No image available");
}
