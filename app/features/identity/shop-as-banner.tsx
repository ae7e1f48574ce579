import { Form } from "react-router";

export interface ShopAsBannerData {
  staffName: string;
  buyerName: string;
  companyName: string;
  /** '3:45 PM PT': when the session ends by itself, in the shop's time zone. */
  endsAt: string;
}

/**
 * Shown on every page while a staff member shops as a buyer (ADR 0220): who is at the keyboard, for
 * whom, until when, and the End button (a full page load back to the company's screen).
 */
export function ShopAsBanner({ data }: { data: ShopAsBannerData }) {
  return (
    <div
      role="region"
      aria-label="Shopping as a buyer"
      className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950"
      data-testid="shop-as-banner"
    >
      <p>
        <strong>{data.staffName}</strong> (staff) is shopping as <strong>{data.buyerName}</strong> of{" "}
        {data.companyName}. Everything placed is recorded as placed by {data.staffName}. Ends at {data.endsAt}
        .
      </p>
      <Form method="post" action="/shop-as/end" reloadDocument>
        <button
          type="submit"
          className="rounded-md bg-amber-900 px-3 py-1 font-semibold text-white hover:bg-amber-950"
        >
          End
        </button>
      </Form>
    </div>
  );
}
