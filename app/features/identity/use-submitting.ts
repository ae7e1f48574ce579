import { useEffect, useState } from "react";

/**
 * Whether a form that posts the whole document is on its way. Reset when the browser shows the page again
 * from its back/forward cache, where the button would otherwise keep saying it is working.
 */
export function useSubmitting(): [boolean, (value: boolean) => void] {
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  return [submitting, setSubmitting];
}
