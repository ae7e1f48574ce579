/** 19710 → '19,710'; (1.2795, 1) → '1.3': en-US grouping written by hand (no Intl in the browser, ADR 0036). */
export function grouped(value: number, digits = 0): string {
  const [whole, fraction] = value.toFixed(digits).split(".");
  const withCommas = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/** Like grouped, without trailing zeros: (40, 1) → '40'; (12.5, 1) → '12.5'. */
export function groupedUpTo(value: number, digits: number): string {
  const text = grouped(value, digits);
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}
