// The heart's form fields, without its schema (core/favorite-toggle.ts): every product card renders
// the form, and a card must not load the validation library into the page (the action validates).

/** Where the heart's form posts without JavaScript (app/routes/favorites.tsx). */
export const FAVORITES_ACTION = "/favorites";
export const FAVORITE_SKU_FIELD = "sku";
export const FAVORITE_BACK_FIELD = "back";
/** "true" to save, "false" to remove: the state the heart asks for, as the JSON route's `favorite`. */
export const FAVORITE_STATE_FIELD = "favorite";
