import { useShopName } from "./shop-name.ts";
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from "../../components/ui/icons.tsx";

const SOCIAL = [
  { label: "Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { label: "Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
  { label: "LinkedIn", href: "https://www.linkedin.com/", Icon: LinkedinIcon },
  { label: "YouTube", href: "https://www.youtube.com/", Icon: YoutubeIcon },
];

export function SocialLinks({ className = "" }: { className?: string }) {
  const shopName = useShopName();
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {SOCIAL.map(({ label, href, Icon }) => (
        <li key={label}>
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
      ))}
    </ul>
  );
}
