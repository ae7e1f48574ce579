// Placeholder until its feature lands.
export function loader() {
  return new Response("", { status: 404 });
}
