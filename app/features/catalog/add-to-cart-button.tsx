import { useEffect, useState } from "react";

interface AddToCartButtonProps {
  onAdd: () => void;
  className: string;
  label?: string;
}

/** A button that confirms the add for a moment ('Added') and announces it to screen readers. */
export function AddToCartButton({ onAdd, className, label = "ADD TO CART" }: AddToCartButtonProps) {
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(false), 1500);
    return () => window.clearTimeout(timer);
  }, [added]);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onAdd();
        setAdded(true);
      }}
    >
      <span aria-live="polite">{added ? "ADDED ✓" : label}</span>
    </button>
  );
}
