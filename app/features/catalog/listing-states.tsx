import { useNavigate } from "react-router";

const panel = "mx-auto max-w-xl rounded-lg border border-slate-200 bg-white px-6 py-12 text-center";
const primary =
  "mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800";

/** Spec §2: 'Category Not Found' with the slug and a Go Back button. */
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

/** Spec §2: 'Error loading products: {message}' with a Try Again button that reloads the page. */
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

/** Spec §2: an empty category shows '{category} Products Coming Soon!'. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <div className={panel}>
      <p className="text-xl font-bold text-brand-800">{name} Products Coming Soon!</p>
      <p className="mt-2 text-slate-600">Check back soon for updates!</p>
    </div>
  );
}
