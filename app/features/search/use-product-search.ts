import { useEffect, useState } from "react";
import type { SearchHit } from "../../../core/catalog-types.ts";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from "../../../core/constants.ts";

export type SearchState =
  | { status: "idle"; hits: [] }
  | { status: "loading"; hits: SearchHit[] }
  | { status: "done"; hits: SearchHit[] }
  | { status: "error"; hits: [] };

/**
 * 'Search': runs 300 ms after the last keystroke; blank or under 2 characters clears the
 * results. A newer query aborts the previous request so results never arrive out of order.
 */
export function useProductSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle", hits: [] });
  const term = query.trim();

  useEffect(() => {
    if (term.length < SEARCH_MIN_CHARS) {
      setState({ status: "idle", hits: [] });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState((s) => ({ status: "loading", hits: s.hits }));
      try {
        const response = await fetch(`/api/catalog/search?q=${encodeURIComponent(term)}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(`Search failed (${response.status})`);
        const body = (await response.json()) as { items?: SearchHit[] };
        setState({ status: "done", hits: Array.isArray(body.items) ? body.items : [] });
      } catch (error) {
        if (!controller.signal.aborted) {
          console.warn("search", error);
          setState({ status: "error", hits: [] });
        }
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  return state;
}
