import { useShopName } from "../features/layout/shop-name.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { NewsletterPage } from "../features/newsletter/newsletter-page.tsx";
import { loadSubscriber, takeNewsletterStep } from "../features/newsletter/newsletter-route.server.ts";
import type { Route } from "./+types/newsletter-confirm";

/** GET shows what the link would do; only the button (POST) subscribes, so a mail scanner cannot. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSubscriber(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return takeNewsletterStep(request, context, "confirm");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Confirm your subscription",
    description: (shop) => `Confirm your subscription to the ${shop} newsletter.`,
    url: `${publicUrlFrom(matches)}/newsletter/confirm`,
    noindex: true,
  });

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const shopName = useShopName();
  const state = actionData?.state ?? loaderData.state;
  const { token } = loaderData;
  if (state === "invalid")
    return (
      <NewsletterPage heading="Link not valid" token={token}>
        This confirmation link is not valid. Sign up again at the bottom of the home page.
      </NewsletterPage>
    );
  if (state === "subscribed")
    return (
      <NewsletterPage heading="You're subscribed" token={token}>
        Thank you. The welcome mail is on its way; every newsletter has a one-click unsubscribe link.
      </NewsletterPage>
    );
  if (state === "unsubscribed")
    return (
      <NewsletterPage heading="You unsubscribed" token={token}>
        This address unsubscribed. To subscribe again, sign up at the bottom of the home page.
      </NewsletterPage>
    );
  return (
    <NewsletterPage heading="Confirm your subscription" button="Confirm subscription" token={token}>
      Receive the {shopName} newsletter at <strong>{loaderData.email}</strong>: new equipment, rebate programs
      and commercial promotions.
    </NewsletterPage>
  );
}
