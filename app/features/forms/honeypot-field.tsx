import type { InputHTMLAttributes } from "react";

/** A field people never see or fill; bots that do are refused by the server. */
export function HoneypotField(input: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">Website</label>
      <input id="website" name="website" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
