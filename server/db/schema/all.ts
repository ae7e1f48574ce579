export * from "./catalog.ts";
