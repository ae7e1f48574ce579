import type { MetaDescriptor } from "react-router";
import { schemaOrgAvailability } from "../../core/availability.ts";
import type { ListingResult, ProductDetail } from "../../core/catalog-types.ts";
import {
  CHECKOUT_FLAT_SHIPPING_CENTS,
  COUNTRY_CODES,
  RESTOCKING_FEE_PERCENT,
  RETURN_WINDOW_DAYS,
  SHIPPING_TRANSIT_DAYS,
} from "../../core/constants.ts";
import { isValidGtin12 } from "../../core/gtin.ts";
import { isPricedOnRequest } from "../../core/money.ts";
import { shownSku } from "../../core/sku.ts";
import { absoluteUrl } from "./seo.ts";

/** How long a published price is promised: prices follow the supplier feeds, re-read at least monthly. */
const PRICE_VALID_DAYS = 30;

const ld = (data: Record<string, unknown>): MetaDescriptor => ({
  "script:ld+json": { "@context": "https://schema.org", ...data },
});

const seller = (origin: string, shopName: string) => ({
  "@type": "Organization",
  name: shopName,
  url: `${origin}/`,
});

/** The flat checkout shipping of to each country the shop ships to, with the sample 3-5 day estimate. */
function shippingDetails() {
  return COUNTRY_CODES.map((country) => ({
    "@type": "OfferShippingDetails",
    shippingRate: {
      "@type": "MonetaryAmount",
      value: (CHECKOUT_FLAT_SHIPPING_CENTS / 100).toFixed(2),
      currency: "USD",
    },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: country },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
      transitTime: {
        "@type": "QuantitativeValue",
        minValue: SHIPPING_TRANSIT_DAYS.min,
        maxValue: SHIPPING_TRANSIT_DAYS.max,
        unitCode: "DAY",
      },
    },
  }));
}

/** Policy text: returns within 15 days of delivery, by mail, with a 15% restocking fee. */
function returnPolicy() {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: [...COUNTRY_CODES],
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: "https://schema.org/RestockingFees",
    restockingFee: RESTOCKING_FEE_PERCENT,
  };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

interface ProductLd {
  origin: string;
  product: ProductDetail;
  url: string;
  images: string[];
  description: string;
  now: Date;
  /** The shop's configured name (SHOP_NAME), the offer's seller. */
  shopName: string;
}

/**
 * Product + Offer for Google's merchant listings and product snippets. A generated sku is not shown, and
 * a product priced on request has no Offer (no price is published as $0).
 */
export function productJsonLd({
  origin,
  product,
  url,
  images,
  description,
  now,
  shopName,
}: ProductLd): MetaDescriptor {
  const validUntil = new Date(now.getTime() + PRICE_VALID_DAYS * 86_400_000);
  const sku = shownSku(product.sku);
  const offer = {
    "@type": "Offer",
    url,
    priceCurrency: "USD",
    price: (product.priceCents / 100).toFixed(2),
    priceValidUntil: isoDate(validUntil),
    availability: schemaOrgAvailability(product.availability),
    itemCondition: "https://schema.org/NewCondition",
    seller: seller(origin, shopName),
    shippingDetails: shippingDetails(),
    hasMerchantReturnPolicy: returnPolicy(),
  };
  return ld({
    "@type": "Product",
    name: product.name,
    ...(sku ? { sku } : {}),
    ...(isValidGtin12(product.upc) ? { gtin12: product.upc } : {}),
    brand: { "@type": "Brand", name: product.brand },
    category: product.category,
    image: images,
    description,
    ...(isPricedOnRequest(product.priceCents) ? {} : { offers: offer }),
  });
}

interface OrganizationLd {
  origin: string;
  salesEmail: string;
  salesPhone: string;
  companyAddress: string;
  /** The shop's configured name (SHOP_NAME). */
  shopName: string;
}

/** Organization and WebSite for the home page (Google's site name, logo and contact). */
export function homeJsonLd({
  origin,
  salesEmail,
  salesPhone,
  companyAddress,
  shopName,
}: OrganizationLd): MetaDescriptor[] {
  const home = `${origin}/`;
  return [
    ld({
      "@type": "Organization",
      "@id": `${home}#organization`,
      name: shopName,
      url: home,
      logo: `${origin}/favicon.svg`,
      email: salesEmail,
      telephone: salesPhone,
      address: companyAddress,
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "sales",
        email: salesEmail,
        telephone: salesPhone,
        areaServed: [...COUNTRY_CODES],
      },
    }),
    ld({
      "@type": "WebSite",
      name: shopName,
      url: home,
      publisher: { "@id": `${home}#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    }),
  ];
}

/**
 * ItemList of a listing page's products, in the order shown, for Google's summary-page carousels: the
 * summary-page form, each item its position and its page's URL (the product page says the rest).
 */
export function itemListJsonLd(origin: string, listing: ListingResult): MetaDescriptor {
  const offset = (listing.page - 1) * listing.pageSize;
  return ld({
    "@type": "ItemList",
    numberOfItems: listing.total,
    itemListElement: listing.items.map((product, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: absoluteUrl(origin, `/product/${encodeURIComponent(product.sku)}`),
    })),
  });
}
