export * from "./catalog.ts";
export * from "./sales.ts";
