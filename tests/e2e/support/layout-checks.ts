import type { Page } from "@playwright/test";

/** The smallest pointer target WCAG 2.2 AA (2.5.8) accepts without spacing, in CSS pixels. */
export const MIN_TARGET_PX = 24;

/**
 * What is wrong with the page's layout at the current viewport: the page scrolls sideways (with the
 * elements that stick out), or a pointer target is smaller than 24×24 px without the spacing WCAG 2.5.8
 * asks for. Exempt as the criterion says: links inline in a sentence, targets the user agent sizes, and
 * a target whose 24 px circle touches no other target. A checkbox or radio counts with its label.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (el: Element) => {
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ");
      const id = el.id ? `#${el.id}` : "";
      return `<${el.tagName.toLowerCase()}${id}> "${text.slice(0, 40)}"`;
    };
    if (root.scrollWidth > width) {
      const wide = [...document.body.querySelectorAll("*")]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.right > width + 1 && getComputedStyle(el).position !== "fixed";
        })
        // The innermost elements that stick out say the most.
        .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
        .slice(0, 3)
        .map((el) => `${describe(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`);
      problems.push(`scrolls sideways: ${root.scrollWidth} px wide in ${width} px (${wide.join("; ")})`);
    }

    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab]";
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || r.right <= 0 || r.left >= width) return false;
      if (el.closest("[inert], [aria-hidden=true]")) return false;
      // Not rendered: in a closed <details> (but its summary), hidden, or transparent.
      return el.checkVisibility({
        contentVisibilityAuto: true,
        opacityProperty: true,
        visibilityProperty: true,
      });
    };
    const targets = [...document.querySelectorAll(selector)].filter(visible).map((el) => {
      let rect = el.getBoundingClientRect();
      // A checkbox or radio is operated through its label too: count the two as one target.
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
        for (const label of el.labels ?? []) {
          const l = label.getBoundingClientRect();
          const left = Math.min(rect.left, l.left);
          const top = Math.min(rect.top, l.top);
          rect = new DOMRect(
            left,
            top,
            Math.max(rect.right, l.right) - left,
            Math.max(rect.bottom, l.bottom) - top,
          );
        }
      }
      return { el, rect };
    });
    const inSentence = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement?.closest("p, li, dd, td, span, address, label, figcaption");
      if (!block) return false;
      // Text of the block outside its links: a sentence, not a list of links.
      let own = 0;
      for (const node of block.childNodes)
        if (node.nodeType === Node.TEXT_NODE) own += (node.textContent ?? "").trim().length;
      return own >= 3;
    };
    const small = targets.filter(
      ({ el, rect }) =>
        (rect.width < min - 0.5 || rect.height < min - 0.5) &&
        !inSentence(el) &&
        !(el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement),
    );
    const distance = (x: number, y: number, r: DOMRect) =>
      Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
    for (const target of small) {
      const cx = target.rect.left + target.rect.width / 2;
      const cy = target.rect.top + target.rect.height / 2;
      const crowded = targets.find(({ el, rect }) => {
        if (el === target.el || el.contains(target.el) || target.el.contains(el)) return false;
        if (small.some((s) => s.el === el)) {
          const ox = rect.left + rect.width / 2;
          const oy = rect.top + rect.height / 2;
          return Math.hypot(cx - ox, cy - oy) < min;
        }
        return distance(cx, cy, rect) < min / 2;
      });
      if (crowded)
        problems.push(
          `target ${describe(target.el)} is ${Math.round(target.rect.width)}×${Math.round(target.rect.height)} px, ${Math.round(
            Math.hypot(
              cx - (crowded.rect.left + crowded.rect.width / 2),
              cy - (crowded.rect.top + crowded.rect.height / 2),
            ),
          )} px from ${describe(crowded.el)}`,
        );
    }
    return problems;
  }, MIN_TARGET_PX);
}
