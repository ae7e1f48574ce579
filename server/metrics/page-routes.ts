import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** How many addresses' labels are remembered; the oldest is forgotten first. */
const REMEMBERED_LABELS = 2000;

/**
 * A page's route pattern for the request metrics ("/products/:slug"), so the histogram has one series
 * per page kind, not per address. Addresses no route matches share "unmatched". React Router's
 * `matchRoutes` flattens and ranks every route on each call, a twentieth of a page's render time: the
 * label of a recent address is remembered.
 */
export function pageRouteLabeler(build: ServerBuild): (pathname: string) => string {
  const objects = new Map<string, RouteObject & { parentId?: string }>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    objects.set(route.id, {
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      parentId: route.parentId,
      children: [],
    });
  }
  const roots: RouteObject[] = [];
  for (const route of objects.values()) {
    const parent = route.parentId ? objects.get(route.parentId) : undefined;
    (parent ? parent.children! : roots).push(route);
  }
  const index = new Set(Object.values(build.routes).flatMap((r) => (r?.index ? [r.id] : [])));
  for (const route of objects.values()) {
    if (index.has(route.id!)) Object.assign(route, { index: true, children: undefined });
  }
  const label = (pathname: string) => {
    const matches = matchRoutes(roots, pathname);
    if (!matches) return "unmatched";
    const path = matches
      .map((m) => m.route.path)
      .filter((p): p is string => Boolean(p))
      .join("/")
      .replace(/\/+/g, "/");
    return `/${path.replace(/^\//, "")}`;
  };
  const remembered = new Map<string, string>();
  return (pathname) => {
    let known = remembered.get(pathname);
    if (known === undefined) {
      known = label(pathname);
      if (remembered.size >= REMEMBERED_LABELS) remembered.delete(remembered.keys().next().value!);
      remembered.set(pathname, known);
    }
    return known;
  };
}
