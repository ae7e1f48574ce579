import { Form, useLocation, useNavigate } from "react-router";
import {
  FAVORITE_BACK_FIELD,
  FAVORITE_SKU_FIELD,
  FAVORITE_STATE_FIELD,
  FAVORITES_ACTION,
} from "../../../core/favorite-fields.ts";
import { setFavorite, useFavorite, useSignedInBuyer } from "./favorites-store.ts";

interface FavoriteHeartProps {
  sku: string;
  name: string;
  className?: string;
}

/**
 * The heart that saves a product to My Favorites. The same HTML for everyone (catalogue pages are
 * shared-cached); a signed-in buyer's hearts fill after hydration. Without JavaScript it is a form that
 * saves the favourite (the heart it renders is empty, so that is what it asks for) and comes back here
 * (anonymous visitors sign in first). What it asks for is the button's own value, and the form is not
 * discovered: with JavaScript it never posts.
 */
export function FavoriteHeart({ sku, name, className }: FavoriteHeartProps) {
  const on = useFavorite(sku);
  const buyer = useSignedInBuyer();
  const location = useLocation();
  const navigate = useNavigate();
  const back = `${location.pathname}${location.search}`;
  return (
    <Form
      method="post"
      action={FAVORITES_ACTION}
      className={className}
      discover="none"
      onSubmit={(event) => {
        event.preventDefault();
        if (buyer) void setFavorite(sku, !on);
        else navigate(`/login?${new URLSearchParams({ next: back })}`);
      }}
    >
      <input type="hidden" name={FAVORITE_SKU_FIELD} value={sku} />
      <input type="hidden" name={FAVORITE_BACK_FIELD} value={back} />
      <button
        type="submit"
        name={FAVORITE_STATE_FIELD}
        value={String(!on)}
        aria-pressed={on}
        aria-label={`Save ${name} to My Favorites`}
        title={on ? "In My Favorites" : "Save to My Favorites"}
        className="heart-button"
      ></button>
    </Form>
  );
}
