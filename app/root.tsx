import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  Link,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import type {} from "../server/app-context.ts";
import stylesheet from "./app.css?url";
import { useNonce } from "./nonce.ts";
import { useRequestId } from "./request-id.ts";
import { useAccountCart, useCartCount, useServerCartCount } from "./features/cart/cart-store.ts";
import { SiteFooter } from "./features/layout/site-footer.tsx";
import { SiteHeader } from "./features/layout/site-header.tsx";
import { SearchBox } from "./features/search/search-box.tsx";
import { keepLoadedData } from "./features/forms/keep-loaded-data.ts";
import { ShopAsBanner, type ShopAsBannerData } from "./features/identity/shop-as-banner.tsx";
import type { Viewer } from "../core/viewer.ts";
import { shopTimeOfDay } from "../core/shop-time.ts";
import { AccountMenu, AccountMenuLinks, type HeaderAccount } from "./features/identity/account-menu.tsx";

function shopAsBannerOf(viewer: Viewer): ShopAsBannerData | null {
  if (viewer?.kind !== "buyer" || !viewer.shopAs) return null;
  return {
    staffName: viewer.shopAs.name,
    buyerName: viewer.name,
    companyName: viewer.companyName,
    endsAt: shopTimeOfDay(viewer.shopAs.endsAt),
  };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ context }: Route.LoaderArgs) {
  return {
    publicEnv: context.publicEnv,
    publicUrl: context.publicUrl,
    // The server's year, so server and client render the same copyright line (ADR 0033).
    year: new Date().getUTCFullYear(),
    // null for every anonymous visitor, and nothing personal for anyone: a buyer's catalogue pages are
    // shared among the buyers of a price list (ADR 0102).
    account: context.viewer ? ({ kind: context.viewer.kind } satisfies HeaderAccount) : null,
    // Pages of staff shopping as a buyer are never kept in the page cache, so the banner is theirs alone.
    shopAs: shopAsBannerOf(context.viewer),
  };
}

/**
 * The error page keeps the caching a page's thrown 4xx asked for (a document behind a token answers its
 * 404 `private, no-store`); every other page's headers are its own route's.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

/** Settings and the year: no form post changes them, so none reloads them. */
export const shouldRevalidate = keepLoadedData;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  useAccountCart(data?.account?.kind === "buyer");
  const cartCount = useCartCount(useServerCartCount());
  const env = data?.publicEnv ?? { salesPhone: "", salesEmail: "", companyAddress: "" };
  // Marks the document once hydration has committed (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#245c36" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {data?.shopAs ? <ShopAsBanner data={data.shopAs} /> : null}
        <SiteHeader
          salesPhone={env.salesPhone}
          companyAddress={env.companyAddress}
          cartCount={cartCount}
          renderSearch={(options) => <SearchBox {...options} />}
          renderAccount={() => <AccountMenu account={data?.account ?? null} />}
          renderMenuAccount={(onChoose) =>
            data?.account ? <AccountMenuLinks account={data.account} onChoose={onChoose} /> : null
          }
        />
        <div id="main" className="flex-1" tabIndex={-1}>
          {children}
        </div>
        <SiteFooter
          salesPhone={env.salesPhone}
          salesEmail={env.salesEmail}
          companyAddress={env.companyAddress}
          year={data?.year ?? new Date().getUTCFullYear()}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  // A loader that knows what is missing (an order, a quote) says so; other 404s get the generic words.
  const message: unknown = notFound ? (error.data as { message?: unknown } | null)?.message : undefined;
  const requestId = useRequestId();
  // On the server the failure is logged with its request (entry.server.tsx's handleError).
  if (!notFound && !forbidden && typeof document !== "undefined") console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-800">
        {notFound ? "Page Not Found" : forbidden ? "Access denied" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-slate-600">
        {typeof message === "string"
          ? message
          : notFound
            ? "The page you are looking for does not exist or has moved."
            : forbidden
              ? "Your account cannot open this page. Sign in with another account, or go back to the shop."
              : "We could not load this page. Please try again in a moment."}
      </p>
      {requestId && !notFound && !forbidden ? (
        <p className="mt-2 text-xs text-slate-500">
          Reference <code>{requestId}</code>
        </p>
      ) : null}
      <Link
        className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        to="/"
      >
        Back to Home
      </Link>
    </main>
  );
}
