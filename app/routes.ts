import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { CATEGORIES } from "../core/categories.ts";

const emailPreviews = [
  "quote-template",
  "traking-template",
  "followup-template",
  "email-templates",
  "commercial-template",
  "commercial-approval",
  "order-arrived",
  "order-template",
];

export default [
  index("routes/home.tsx"),
  ...CATEGORIES.map((c) => route(c.path, "routes/category.tsx", { id: `category-${c.slug}` })),
  route("product/:sku", "routes/product.tsx"),
  route("search", "routes/search.tsx"),
  route("products", "routes/products.tsx"),
  route("shop-by-brand", "routes/shop-by-brand.tsx"),
  route("brands/:slug", "routes/brand.tsx"),
  route("terms", "routes/terms.tsx"),
  route("partners", "routes/partners.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("cart", "routes/cart.tsx"),
  route("quote", "routes/quote.tsx"),
  route("thankyou", "routes/thankyou.tsx"),
  route("quotations/:number", "routes/quotation.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order-confirmation", "routes/order-confirmation.tsx"),
  route("contact", "routes/contact.tsx"),
  route("rebates", "routes/rebates.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("order-tracking", "routes/order-tracking.tsx"),
  route("admin/quotes", "routes/admin-quotes.tsx"),
  route("admin/quotes/:number", "routes/admin-quote.tsx"),
  route("admin/orders", "routes/admin-orders.tsx"),
  route("admin/orders/:number", "routes/admin-order.tsx"),
  ...emailPreviews.map((p) => route(p, "routes/email-preview.tsx", { id: `email-preview-${p}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
