import { useCallback, useEffect, useState } from "react";

/**
 * Carousel state: an index that advances every `intervalMs` (never when null), wraps, pauses while hovered or
 * focused (or paused by the user), and never moves by itself under prefers-reduced-motion.
 */
export function useAutoAdvance(count: number, intervalMs: number | null) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const paused = hovered || focused || stopped || reducedMotion || count < 2;
  useEffect(() => {
    if (paused || intervalMs === null) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, count, intervalMs]);

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index: count === 0 ? 0 : index % count,
    go,
    next,
    previous,
    pauseHandlers,
    stopped: stopped || reducedMotion,
    toggleStopped: () => setStopped((s) => !s),
  };
}

/** The items of a wrapping carousel starting at `index` (the visible ones are the first few). */
export function rotate<T>(items: T[], index: number): T[] {
  if (items.length === 0) return items;
  const start = index % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}
