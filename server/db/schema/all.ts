export * from "./catalog.ts";
export * from "./sales.ts";
export * from "./listing.ts";
export * from "./search.ts";
export * from "./server.ts";
export * from "./forms.ts";
export * from "./email.ts";
export * from "./rate-limits.ts";
