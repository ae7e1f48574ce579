import { useState } from "react";

/** Minus does nothing at 1 or below; typed input is accepted only as a positive integer; no maximum. */
export function parseQuantityInput(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function QuantityStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const [text, setText] = useState(String(value));
  const set = (n: number) => {
    onChange(n);
    setText(String(n));
  };
  const button =
    "inline-flex h-11 w-11 items-center justify-center text-xl font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-400";
  return (
    <div className="inline-flex items-center rounded-md border border-slate-300 bg-white">
      <button
        type="button"
        className={button}
        aria-label="Decrease quantity"
        onClick={() => {
          if (value > 1) set(value - 1);
        }}
      >
        −
      </button>
      <label htmlFor="quantity" className="sr-only">
        Quantity
      </label>
      <input
        id="quantity"
        name="quantity"
        inputMode="numeric"
        pattern="[0-9]*"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = parseQuantityInput(e.target.value);
          if (n !== null) onChange(n);
        }}
        onBlur={() => setText(String(value))}
        className="h-11 w-16 border-x border-slate-300 text-center text-base font-semibold focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <button type="button" className={button} aria-label="Increase quantity" onClick={() => set(value + 1)}>
        +
      </button>
    </div>
  );
}
