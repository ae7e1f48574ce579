import { Link, useNavigate } from "react-router";
import type { ListingPageData } from "./listing-data.ts";

const panel = "mx-auto max-w-xl rounded-lg border border-slate-200 bg-white px-6 py-12 text-center";
const primary =
  "mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800";

/** 'Category Not Found' with the slug and a Go Back button. */
export function CategoryNotFound({ slug }: { slug: string }) {
  const navigate = useNavigate();
  return (
    <div className={panel}>
      <h1 className="text-2xl font-bold text-slate-900">Category Not Found</h1>
      <p className="mt-2 text-slate-600">
        The category <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{slug}</code> does
        not exist.
      </p>
      <button
        type="button"
        className={primary}
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
      >
        Go Back
      </button>
    </div>
  );
}

/** 'Error loading products: {message}' with a Try Again button that reloads the page. */
export function ListingError({ message }: { message: string }) {
  return (
    <div className={panel} role="alert">
      <p className="font-semibold text-red-700">Error loading products: {message}</p>
      <button type="button" className={primary} onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  );
}

/** An empty category shows '{category} Products Coming Soon!'. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <div className={panel}>
      <p className="text-xl font-bold text-brand-800">{name} Products Coming Soon!</p>
      <p className="mt-2 text-slate-600">Check back soon for updates!</p>
    </div>
  );
}

/** A page number past the end of a listing: a 404 with a link to the last page. */
export function PastTheEnd({ lastPage }: { lastPage: string }) {
  return (
    <div className={panel}>
      <h1 className="text-2xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-2 text-slate-600">This listing has fewer pages.</p>
      <Link to={lastPage} className={primary}>
        Go to the last page
      </Link>
    </div>
  );
}

/** What a listing route renders instead of the listing when its loader found no listing to show. */
export function ListingProblem({ data }: { data: Exclude<ListingPageData, { status: "ok" }> }) {
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-16 lg:px-8">
      {data.status === "not-found" ? (
        <CategoryNotFound slug={data.slug} />
      ) : data.status === "past-end" ? (
        <PastTheEnd lastPage={data.lastPage} />
      ) : (
        <ListingError message={data.message} />
      )}
    </main>
  );
}
