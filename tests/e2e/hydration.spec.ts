import { expect, test, type Page } from "@playwright/test";
import { listing } from "./support/storefront.ts";

/**
 * Hydration must adopt the server's DOM, not render a second copy of the page (a mismatch React cannot
 * patch makes it re-create the document's content; ADR 0160). The page's scripts are held back until the document is
 * parsed; the server's nodes are recorded; then the scripts run, and after hydration every recorded
 * node must still be in the document and no content may have been added beside it.
 */
declare global {
  interface Window {
    __hydrationProbe?: { record(): number; compare(): HydrationResult };
  }
}
interface HydrationResult {
  replaced: string[];
  added: string[];
  /** How many html, head, body, header, #main, main and footer elements, before and after. */
  landmarks: { before: number[]; after: number[] };
}

/** Runs in the page before its own scripts: records and compares the nodes the app renders. */
function installProbe() {
  /** The head tags the app manages, the header, #main and the footer: their elements and text. */
  const appNodes = (): Node[] => {
    const roots = [
      ...document.head.querySelectorAll(
        'title, meta[name="description"], link[rel="canonical"], link[rel="stylesheet"]',
      ),
      ...document.querySelectorAll("body > header, #main, body > footer"),
    ];
    const nodes: Node[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        // An empty text node is no content (the client may keep one where the server wrote nothing).
        if (node.nodeType === Node.TEXT_NODE && (node as Text).data === "") continue;
        nodes.push(node);
      }
    }
    return nodes;
  };
  const describe = (node: Node) =>
    node.nodeType === Node.TEXT_NODE
      ? `text "${(node as Text).data.slice(0, 40)}" in <${node.parentElement?.localName}>`
      : (node as Element).outerHTML.slice(0, (node as Element).outerHTML.indexOf(">") + 1);
  const landmarks = () =>
    ["html", "head", "body", "header", "#main", "main", "footer"].map(
      (selector) => document.querySelectorAll(selector).length,
    );
  let serverNodes: Node[] = [];
  let serverLandmarks: number[] = [];
  window.__hydrationProbe = {
    record() {
      serverNodes = appNodes();
      serverLandmarks = landmarks();
      return serverNodes.length;
    },
    compare() {
      const known = new Set(serverNodes);
      return {
        replaced: serverNodes.filter((node) => !node.isConnected).map(describe),
        added: appNodes()
          .filter((node) => !known.has(node))
          .map(describe),
        landmarks: { before: serverLandmarks, after: landmarks() },
      };
    },
  };
}

async function expectHydrationAdoptsServerDom(page: Page, path: string) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(installProbe);

  // Hold every script back until the parsed server HTML has been recorded.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  expect(await page.evaluate(() => window.__hydrationProbe!.record())).toBeGreaterThan(100);

  releaseScripts();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForLoadState("networkidle");

  const result = await page.evaluate(() => window.__hydrationProbe!.compare());
  expect(result.replaced.slice(0, 10), `server nodes replaced on ${path}`).toEqual([]);
  expect(result.added.slice(0, 10), `nodes added beside the server's on ${path}`).toEqual([]);
  expect(result.landmarks.after, `landmark elements on ${path}`).toEqual(result.landmarks.before);
  expect(problems, `console on ${path}`).toEqual([]);
}

test("home page hydrates onto the server's DOM", async ({ page }) => {
  await expectHydrationAdoptsServerDom(page, "/");
});

test("category page hydrates onto the server's DOM", async ({ page }) => {
  await expectHydrationAdoptsServerDom(page, "/grow-lights");
});

test("product page hydrates onto the server's DOM", async ({ page, request }) => {
  const { items } = await listing(request, "slug=grow-lights");
  await expectHydrationAdoptsServerDom(page, `/product/${encodeURIComponent(items[0].sku)}`);
});
