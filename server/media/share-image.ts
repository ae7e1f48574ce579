import { Resvg } from "@resvg/resvg-js";
import { SHARE_IMAGE } from "../../core/constants.ts";
import { formatMoney } from "../../core/money.ts";
import { escapeXml, placeholderSvg, productSvg } from "./product-svg.ts";

const GREEN = "#245c36";
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** Words into lines of at most `max` characters, at most `lines` of them (the last ends with … if cut). */
function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) line = next;
    else {
      if (line) out.push(line);
      line = word.length > max ? `${word.slice(0, max - 1)}…` : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, max - 1)}…`;
  return kept;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  weight: number,
  fill: string,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * Math.round(size * 1.25)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join("");
}

function frame(body: string, shopName: string): string {
  const { width, height } = SHARE_IMAGE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<rect y="${height - 70}" width="${width}" height="70" fill="${GREEN}"/>` +
    `<text x="60" y="${height - 25}" font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(shopName)}</text>` +
    `<text x="${width - 60}" y="${height - 27}" text-anchor="end" font-family="${FONT}" font-size="22" fill="#dcece0">Commercial grow supply</text>` +
    `${body}</svg>`
  );
}

function render(svg: string): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: "width", value: SHARE_IMAGE.width },
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  })
    .render()
    .asPng();
}

/** The product's own picture when it is one Canopy draws (/images/products/{key}.svg), else the placeholder. */
function pictureSvg(image: string): string {
  const key = /^\/images\/products\/([a-z0-9-]{1,120})\.svg$/.exec(image)?.[1];
  return key ? productSvg(key) : placeholderSvg();
}

export interface ShareProduct {
  name: string;
  brand: string;
  sku: string;
  priceCents: number;
  image: string;
}

/** A product's share card: its picture, name, brand and list price. PNG, 1200×630. */
export function productShareImage(product: ShareProduct, shopName: string): Buffer {
  const picture = Buffer.from(pictureSvg(product.image)).toString("base64");
  const body =
    `<image href="data:image/svg+xml;base64,${picture}" x="40" y="40" width="480" height="480"/>` +
    textLines([product.brand.toUpperCase()], 580, 110, 26, 700, GREEN) +
    textLines(wrap(product.name, 22, 4), 580, 170, 40, 700, "#1e293b") +
    textLines([`${formatMoney(product.priceCents)} USD`], 580, 430, 48, 800, GREEN) +
    textLines([`SKU ${product.sku}`], 580, 480, 24, 400, "#64748b");
  return render(frame(body, shopName));
}

/** A page's share card (home, a category): its title and a line of description. PNG, 1200×630. */
export function pageShareImage(title: string, description: string, shopName: string): Buffer {
  const titleLines = wrap(title, 28, 3);
  const body =
    `<rect x="60" y="70" width="120" height="10" fill="${GREEN}"/>` +
    textLines(titleLines, 60, 170, 64, 800, "#1e293b") +
    textLines(wrap(description, 62, 3), 60, 170 + titleLines.length * 80 + 30, 28, 400, "#475569");
  return render(frame(body, shopName));
}
