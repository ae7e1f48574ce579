import type { ShouldRevalidateFunction } from "react-router";

/**
 * A form post changes nothing its page loaded, so the page's loaders are not run again after it (and a
 * dropped connection shows on the form, not as a failed reload of the page). Its own module: the root
 * route uses it on every page, and must not pull in the forms' code.
 */
export const keepLoadedData: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;
