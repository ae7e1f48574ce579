/** A product-card-shaped placeholder shown while a listing loads. */
export function SkeletonCard() {
  return (
    <div
      className="flex animate-pulse flex-col rounded-lg border border-slate-200 bg-white p-3"
      aria-hidden="true"
    >
      <div className="aspect-square rounded bg-slate-100" />
      <div className="mt-3 h-3 w-1/2 rounded bg-slate-100" />
      <div className="mt-2 h-4 w-1/3 rounded bg-slate-200" />
      <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
      <div className="mt-2 h-3 w-1/2 rounded bg-slate-100" />
      <div className="mt-4 grid grid-cols-2 gap-2">
        <div className="h-9 rounded bg-slate-100" />
        <div className="h-9 rounded bg-slate-200" />
      </div>
    </div>
  );
}
