import { setImmediate as yieldToEventLoop } from "node:timers/promises";

/**
 * Visits every item, yielding to the event loop every `chunk` items (by default a few milliseconds of
 * the catalogue's aggregate loops): a long computation in Node then lets the database connection's
 * traffic go on meanwhile (the next queued statement sent as soon as the previous one is done, COPY data
 * sent when the server asks for it), so that the database works while Node does.
 */
export async function forEachYielding<T>(
  items: readonly T[],
  visit: (item: T, index: number) => void,
  chunk = 5_000,
): Promise<void> {
  for (let start = 0; start < items.length; start += chunk) {
    await yieldToEventLoop();
    const end = Math.min(items.length, start + chunk);
    for (let index = start; index < end; index++) visit(items[index], index);
  }
}
