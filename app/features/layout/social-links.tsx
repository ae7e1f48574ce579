import { useRouteLoaderData } from "react-router";
import { useShopName } from "./shop-name.ts";
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from "../../components/ui/icons.tsx";

const NETWORKS = {
  facebook: { label: "Facebook", Icon: FacebookIcon },
  instagram: { label: "Instagram", Icon: InstagramIcon },
  linkedin: { label: "LinkedIn", Icon: LinkedinIcon },
  youtube: { label: "YouTube", Icon: YoutubeIcon },
} as const;

type SocialLink = { network: keyof typeof NETWORKS; href: string };

/** The shop's social pages from configuration (SOCIAL_*_URL); nothing at all when none is set. */
export function SocialLinks({ className = "" }: { className?: string }) {
  const shopName = useShopName();
  const root = useRouteLoaderData("root") as { publicEnv?: { socialLinks?: SocialLink[] } } | undefined;
  const links = root?.publicEnv?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {links.map(({ network, href }) => {
        const { label, Icon } = NETWORKS[network];
        return (
          <li key={network}>
            <a
              href={href}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/15"
              aria-label={`${shopName} on ${label} (opens in a new tab)`}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
