import { data, Link } from "react-router";
import { EMAIL_PREVIEWS, previewForPath } from "../../core/email-previews.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import type { Route } from "./+types/email-preview";

export const meta: Route.MetaFunction = ({ matches, loaderData: loaded, location }) =>
  pageMeta(matches, {
    title: loaded?.preview ? `Email preview: ${loaded.preview.title}` : "Email templates",
    description: (shop) => `Previews of ${shop}'s transactional emails with sample data.`,
    url: `${publicUrlFrom(matches)}${location.pathname}`,
    noindex: true,
  });

/** Renders the real email template with sample data on the server ('Email templates'). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const template = previewForPath(url.pathname, url.searchParams.get("template"));
  if (!template) {
    if (url.pathname === "/email-templates") return { preview: null };
    throw data(null, { status: 404, statusText: "No such email template." });
  }
  const rendered = await context.services.sales.emails.preview(template);
  const title = EMAIL_PREVIEWS.find((p) => p.template === template)?.title ?? template;
  return { preview: { title, subject: rendered.subject, html: rendered.html, text: rendered.text } };
}

export default function EmailPreview({ loaderData }: Route.ComponentProps) {
  const { preview } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 lg:py-12">
      <nav aria-label="Email templates" className="mb-6">
        <Link to="/email-templates" className="text-sm font-medium text-brand-700 hover:underline">
          All email templates
        </Link>
      </nav>
      {preview ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{preview.title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Subject: <span className="font-medium text-slate-900">{preview.subject}</span> · sample data
          </p>
          <iframe
            title={`${preview.title} email (HTML)`}
            srcDoc={preview.html}
            sandbox=""
            className="mt-6 h-[1100px] w-full rounded-lg border border-slate-200 bg-slate-100"
          />
          <details className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
            <summary className="cursor-pointer font-medium text-slate-900">Plain-text version</summary>
            <pre className="mt-3 text-sm whitespace-pre-wrap text-slate-700">{preview.text}</pre>
          </details>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Email templates</h1>
          <p className="mt-2 text-slate-600">Every transactional email, rendered with sample data.</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {EMAIL_PREVIEWS.map((p) => (
              <li key={p.template}>
                <Link
                  to={p.path}
                  className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500 hover:bg-brand-50"
                >
                  <span className="font-semibold text-slate-900">{p.title}</span>
                  <span className="mt-1 block text-sm text-slate-500">{p.path}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
