import { Link } from "react-router";
import type { ProductSummary } from "../../../core/catalog-types.ts";
import { toCartProduct } from "../../../core/cart-product.ts";
import { listPrice } from "../../../core/money.ts";
import { cart } from "../cart/cart-store.ts";
import { formatVoltage } from "../../components/format.ts";
import { FallbackImage } from "../../components/ui/fallback-image.tsx";
import { FavoriteHeart } from "../favorites/favorite-heart.tsx";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { AvailabilityBadge } from "./availability-badge.tsx";
import { CommercialPrice } from "./commercial-price.tsx";
import { shownSku } from "../../../core/sku.ts";

const WATTAGE_BADGE_CATEGORIES = new Set(["LED Grow Lights", "HID Lighting"]);

/** 'Product card': the 'nW' badge shows only for these two categories with a wattage. */
export function showsWattageBadge(product: Pick<ProductSummary, "category" | "wattage120v">): boolean {
  return (
    WATTAGE_BADGE_CATEGORIES.has(product.category) && product.wattage120v !== null && product.wattage120v > 0
  );
}

interface ProductCardProps {
  product: ProductSummary;
  /** Where the shopper came from, for the product page's back link. */
  from: string;
  /** Above-the-fold cards load their image eagerly, and ahead of other images (the page's largest paint). */
  priority?: boolean;
}

/**
 * A listing card. Only the title's link is discovered (`data-discover`): React Router then learns the
 * product route once for the whole page, and the image and VIEW links, the same address, need not say it.
 */
export function ProductCard({ product, from, priority = false }: ProductCardProps) {
  const href = `/product/${encodeURIComponent(product.sku)}`;
  const state = { from };
  return (
    <article className="card">
      <Link to={href} state={state} className="card-media" tabIndex={-1} aria-hidden="true" discover="none">
        <FallbackImage
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? undefined : "async"}
          className="card-image"
        />
        {showsWattageBadge(product) && <span className="card-badge">{`${product.wattage120v}W`}</span>}
      </Link>
      <FavoriteHeart sku={product.sku} name={product.name} className="card-heart" />
      <div className="card-body">
        <p className="card-meta">
          {shownSku(product.sku) && `SKU: ${product.sku}`}
          {product.ratedVoltage && (
            <span>{`${shownSku(product.sku) ? " · " : ""}${formatVoltage(product.ratedVoltage)}`}</span>
          )}
        </p>
        <p className="card-price">{listPrice(product.priceCents)}</p>
        <h3 className="card-title">
          <Link to={href} state={state}>
            {product.name}
          </Link>
        </h3>
        <p className="card-brand">{`Brand: ${product.brand}`}</p>
        <AvailabilityBadge availability={product.availability} />
        <CommercialPrice id={`commercial-${product.sku}`} sku={product.sku} />
        <div className="card-actions">
          <Link
            to={href}
            state={state}
            aria-label={`VIEW ${product.name}`}
            className="card-button-outline"
            discover="none"
          >
            VIEW
          </Link>
          <AddToCartButton onAdd={() => cart.add(toCartProduct(product), 1)} className="card-button-solid" />
        </div>
      </div>
    </article>
  );
}
