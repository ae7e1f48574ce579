import { useShopName } from "../features/layout/shop-name.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { NewsletterPage } from "../features/newsletter/newsletter-page.tsx";
import { loadSubscriber, takeNewsletterStep } from "../features/newsletter/newsletter-route.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * The unsubscribe link in a newsletter's footer. GET asks (RFC 8058: a GET must not unsubscribe, link
 * scanners follow links); the button POSTs. Mail clients' one-click POST goes to /api/newsletter/unsubscribe.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSubscriber(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return takeNewsletterStep(request, context, "unsubscribe");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Unsubscribe",
    description: (shop) => `Unsubscribe from the ${shop} newsletter.`,
    url: `${publicUrlFrom(matches)}/newsletter/unsubscribe`,
    noindex: true,
  });

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const shopName = useShopName();
  const state = actionData?.state ?? loaderData.state;
  const { token } = loaderData;
  if (state === "invalid")
    return (
      <NewsletterPage heading="Link not valid" token={token}>
        This unsubscribe link is not valid. Write to us and we will take you off the list.
      </NewsletterPage>
    );
  if (state === "unsubscribed")
    return (
      <NewsletterPage heading="You are unsubscribed" token={token}>
        <strong>{loaderData.email}</strong> will get no more newsletters. Order and quote mail still arrives
        as usual.
      </NewsletterPage>
    );
  return (
    <NewsletterPage heading={`Unsubscribe from ${shopName} news?`} button="Unsubscribe" token={token}>
      Stop sending the {shopName} newsletter to <strong>{loaderData.email}</strong>.
    </NewsletterPage>
  );
}
