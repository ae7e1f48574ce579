// The browser build resolves react, react-dom and their subpaths to preact/compat (vite.config.ts);
// the server renders with React 19. What Preact needs to hydrate React's HTML is done here
// (ADR 0036); tests/e2e/hydration.spec.ts checks that the server's nodes are the ones hydrated.
import { Fragment, options } from "preact";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Preact hydrates `document` as `document.documentElement`, so a root that renders <html> would be
// looked for among <head> and <body> and mounted a second time inside the first. On the client the
// <html> of the root layout is a fragment: its <head> and <body> then pair with the server's.
const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === "html") vnode.type = Fragment;
  previousVNodeHook?.(vnode);
};

/**
 * React's server renderer writes <link>s into <head> that no component renders there: preloads for
 * images, and the modulepreloads <Scripts /> renders in <body> (React hoists them). Preact pairs
 * elements by tag in order, so these would take the places of the icon, canonical and stylesheet
 * links (and the stylesheet would be removed as left over). The hints have done their work by now.
 */
function removeServerResourceHints() {
  for (const hint of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')) {
    hint.remove();
  }
}

/**
 * HydratedRouter throws (suspends on) the promise of the streamed loader data until it is decoded.
 * React retries a suspended root; Preact does not, and would leave the page unhydrated. Calling it
 * once before hydrating starts the decoding (it throws before using any hook); hydration starts when
 * the data is there, and HydratedRouter then creates its router synchronously.
 */
async function routerDataDecoded() {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}

await routerDataDecoded();
removeServerResourceHints();
hydrateRoot(
  document,
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);
