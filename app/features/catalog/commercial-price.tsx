import { Link } from "react-router";
import { COMMERCIAL_TOOLTIP } from "../../../core/constants.ts";
import { InfoIcon } from "../../components/ui/icons.tsx";

/**
 * The blurred commercial-account price (spec §1). It shows a fixed placeholder, never a real
 * figure: anonymous pages must not carry commercial prices in their HTML.
 */
export function CommercialPrice({ id }: { id: string }) {
  return (
    <div className="group relative flex items-center gap-2 text-sm">
      <span className="text-slate-600">Commercial price:</span>
      <span className="font-bold text-brand-800 blur-[3px] select-none" aria-hidden="true">
        $•••.••
      </span>
      <span className="sr-only">available to commercial accounts</span>
      <button
        type="button"
        className="inline-flex h-6 w-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
        aria-label="About commercial pricing"
        aria-describedby={id}
      >
        <InfoIcon className="h-4 w-4" />
      </button>
      <div
        id={id}
        role="tooltip"
        className="invisible absolute bottom-full left-0 z-20 mb-2 w-64 rounded-md bg-slate-900 p-3 text-xs leading-5 text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {COMMERCIAL_TOOLTIP}{" "}
        <Link to="/contact" className="font-semibold text-brand-100 underline">
          Contact Us
        </Link>
      </div>
    </div>
  );
}
