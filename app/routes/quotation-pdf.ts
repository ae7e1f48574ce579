import { data, redirect } from "react-router";
import { orNotFound, serviceRefusalOf } from "../components/service-refusal.server.ts";
import type { Route } from "./+types/quotation-pdf";

/**
 * A priced quote's PDF, rendered on the server for the quote's company's signed-in buyers and for staff:
 * an anonymous visitor signs in first, anyone else gets 404, a quote not priced yet 409. Private and
 * never stored by a cache.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!context.viewer)
    throw redirect(`/login?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`);
  const number = params.number;
  const pdf = await orNotFound(context.services.sales.quotes.pdf(number, context.viewer)).catch(
    (error: unknown) => {
      const refusal = serviceRefusalOf(error);
      if (refusal) throw data({ message: refusal.message }, { status: refusal.status });
      throw error;
    },
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${number.replace(/[^\w-]/g, "_")}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
