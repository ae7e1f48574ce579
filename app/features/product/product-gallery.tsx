import { useState } from "react";
import { FallbackImage, PLACEHOLDER_IMAGE } from "../../components/ui/fallback-image.tsx";

/** Gallery with thumbnails (selected highlighted, broken ones replaced by a placeholder). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const usable = images.filter((src) => src.trim() !== "" && src !== PLACEHOLDER_IMAGE);
  const [selected, setSelected] = useState(0);

  if (usable.length === 0) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-lg border border-slate-200 bg-slate-50">
        <p className="text-slate-600">No image available</p>
      </div>
    );
  }
  const current = usable[Math.min(selected, usable.length - 1)];
  return (
    <div>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white p-6">
        <FallbackImage
          key={current}
          src={current}
          alt={name}
          width={800}
          height={800}
          fetchPriority="high"
          className="aspect-square w-full object-contain"
        />
      </div>
      {usable.length > 1 && (
        <ul className="mt-4 grid grid-cols-5 gap-3" aria-label="Product images">
          {usable.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-pressed={i === selected}
                aria-label={`Show image ${i + 1} of ${usable.length}`}
                className={`block w-full rounded-md border-2 bg-white p-1 ${i === selected ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200 hover:border-brand-300"}`}
              >
                <FallbackImage
                  src={src}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="aspect-square w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
