/**
 * A quote started from the grow-room planner: the quote page's URL (`/quote?from=grow-room&length=…`) and
 * its form carry this field, so the quote holds the plan's lines and leaves the visitor's cart as it is.
 */
export const QUOTE_SOURCE_FIELD = "from";
export const PLAN_QUOTE_SOURCE = "grow-room";
