import { CATEGORIES } from "../../../core/categories.ts";

export interface NavItem {
  label: string;
  path: string;
}

/** 'Header': the category nav strip, Grow Lights … Post Harvest, then Brands. */
export const NAV_ITEMS: NavItem[] = [
  ...CATEGORIES.map((c) => ({ label: c.navLabel, path: c.path })),
  { label: "Brands", path: "/shop-by-brand" },
];

/** 'The active item is highlighted when the path equals or starts with its path.' */
export function isActivePath(pathname: string, itemPath: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
