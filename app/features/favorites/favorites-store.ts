import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * The signed-in buyer's favourite skus, read once per page load from GET /api/favorites (private,
 * no-store) after hydration: catalogue pages are shared-cached HTML that never carries them (ADR 0094).
 */
let favorites: ReadonlySet<string> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<string>) {
  favorites = next;
  for (const listener of listeners) listener();
}

function load() {
  loading ??= fetch("/api/favorites", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<{ skus: string[] }>) : null))
    .then((body) => {
      if (body) publish(new Set(body.skus));
    })
    .catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when the root loader says a buyer is signed in (the only viewer with favourites). */
export function useSignedInBuyer(): boolean {
  const root = useRouteLoaderData("root") as { account?: { kind?: string } | null } | undefined;
  return root?.account?.kind === "buyer";
}

/** Whether `sku` is a favourite: false on the server and for everyone but a signed-in buyer. */
export function useFavorite(sku: string): boolean {
  const buyer = useSignedInBuyer();
  useEffect(() => {
    if (buyer) load();
  }, [buyer]);
  const current = useSyncExternalStore(
    subscribe,
    () => favorites,
    () => null,
  );
  return buyer && (current?.has(sku) ?? false);
}

/** Saves or removes a favourite on the account; the hearts change at once and follow the server's answer. */
export async function setFavorite(sku: string, favorite: boolean): Promise<void> {
  const next = new Set(favorites ?? []);
  if (favorite) next.add(sku);
  else next.delete(sku);
  const before = favorites ?? new Set<string>();
  publish(next);
  const response = await fetch("/api/favorites", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ sku, favorite }),
  }).catch(() => null);
  if (!response?.ok) return publish(before);
  publish(new Set(((await response.json()) as { skus: string[] }).skus));
}
