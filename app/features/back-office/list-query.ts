/** A list screen's filters from its URL (?status=&company=&q=&page=). */
export function listQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 100);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    status: text("status"),
    company: text("company"),
    q: text("q"),
    page: Number.isFinite(page) ? page : 1,
  };
}
