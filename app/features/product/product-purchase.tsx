import { useState } from "react";
import { Form, useNavigate } from "react-router";
import type { ProductDetail } from "../../../core/catalog-types.ts";
import { toCartProduct } from "../../../core/cart-product.ts";
import { listPrice } from "../../../core/money.ts";
import type { CartProduct } from "../../../core/cart.ts";
import { formatVoltage } from "../../components/format.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { shownSku } from "../../../core/sku.ts";

interface ProductPurchaseProps {
  product: ProductDetail;
  /** Adds to the cart (composed by the route from the cart feature). */
  addToCart: (product: CartProduct, quantity: number) => void;
  commercialPrice: React.ReactNode;
  /** The My Favorites heart (composed by the route from the favorites feature). */
  favorite: React.ReactNode;
  /** What the feed says of its stock (composed by the route from the catalogue feature). */
  availability: React.ReactNode;
}

export const AVAILABILITY_DISCLAIMER =
  "Please note that product availability, lead times and shipping prices will vary. Please contact us for more accurate information.";

/** 'Product detail': price, facts, quote request, quantity stepper and ADD TO CART. */
export function ProductPurchase({
  product,
  addToCart,
  commercialPrice,
  favorite,
  availability,
}: ProductPurchaseProps) {
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
  const navigate = useNavigate();
  const item = toCartProduct(product);

  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{product.brand}</p>
      <h1 className="mt-1 text-2xl leading-tight font-extrabold text-slate-900 sm:text-3xl">
        {product.name}
      </h1>
      <div className="mt-4 flex items-center justify-between gap-4">
        <p className="text-3xl font-bold text-brand-800">{listPrice(product.priceCents)}</p>
        {favorite}
      </div>
      <div className="mt-2">{commercialPrice}</div>
      <div className="mt-3">{availability}</div>
      <dl className="product-facts">
        <dt>Brand</dt>
        <dd>{product.brand}</dd>
        {shownSku(product.sku) && (
          <>
            <dt>SKU</dt>
            <dd>{product.sku}</dd>
          </>
        )}
        {product.ratedVoltage && (
          <>
            <dt>Voltage</dt>
            <dd>{formatVoltage(product.ratedVoltage)}</dd>
          </>
        )}
        {product.wattage120v !== null && (
          <>
            <dt>Wattage</dt>
            <dd>{`${product.wattage120v}W`}</dd>
          </>
        )}
      </dl>
      <p className="mt-5 leading-7 text-slate-700">
        {product.shortDescription || "No description available."}
      </p>
      {product.importantNotes && (
        <div className="mt-4 rounded-md border-l-4 border-accent-500 bg-amber-50 p-4 text-sm text-slate-800">
          <p className="font-semibold">Important notes</p>
          <p className="mt-1">{product.importantNotes}</p>
        </div>
      )}

      <div className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-5">
        <p className="text-sm text-slate-700">Ordering a large quantity? Submit a quote request below.</p>
        {/* Without JavaScript both post to the cart page's action (and show the cart); with it the cart
            changes in the browser. The form is the same for every visitor, so the page stays cacheable. */}
        <Form
          method="post"
          action="/cart"
          onSubmit={(event) => {
            event.preventDefault();
            addToCart(item, quantity);
            const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (button?.value === "quote") navigate("/cart");
            else setAdded(quantity);
          }}
        >
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="sku" value={product.sku} />
          <button
            type="submit"
            name="then"
            value="quote"
            className="mt-3 inline-flex h-11 w-full items-center justify-center rounded-md border-2 border-brand-700 bg-white text-sm font-bold text-brand-700 hover:bg-brand-50"
          >
            QUOTE REQUEST
          </button>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <QuantityStepper value={quantity} onChange={setQuantity} />
            <button
              type="submit"
              className="inline-flex h-11 flex-1 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-bold whitespace-nowrap text-white hover:bg-brand-800"
            >
              ADD TO CART
            </button>
          </div>
        </Form>
        <p className="mt-2 min-h-5 text-sm font-medium text-brand-700" role="status">
          {added !== null ? `Added ${added} to your cart.` : ""}
        </p>
      </div>
      <p className="mt-4 text-xs leading-5 text-slate-600">{AVAILABILITY_DISCLAIMER}</p>
    </div>
  );
}
