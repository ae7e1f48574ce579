/** Small inline SVG icons (no icon library: they would add client JavaScript). */
type IconProps = { className?: string };

function Outline({ className = "h-5 w-5", d }: IconProps & { d: string }) {
  return (
    <svg
      className={className ? `icon-line ${className}` : "icon-line"}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

export const CartIcon = (p: IconProps) => (
  <Outline
    {...p}
    d="M3 3h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 7H6.2M9.5 20.5h.01M17.5 20.5h.01"
  />
);
export const SearchIcon = (p: IconProps) => (
  <Outline {...p} d="M21 21l-4.8-4.8M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15z" />
);
export const MenuIcon = (p: IconProps) => <Outline {...p} d="M4 6h16M4 12h16M4 18h16" />;
export const CloseIcon = (p: IconProps) => <Outline {...p} d="M6 6l12 12M18 6L6 18" />;
export const ChevronLeftIcon = (p: IconProps) => <Outline {...p} d="M15 18l-6-6 6-6" />;
export const ChevronRightIcon = (p: IconProps) => <Outline {...p} d="M9 6l6 6-6 6" />;
export const ChevronDownIcon = (p: IconProps) => <Outline {...p} d="M6 9l6 6 6-6" />;
export const PhoneIcon = (p: IconProps) => (
  <Outline
    {...p}
    d="M4 5a2 2 0 0 1 2-2h2.3a1 1 0 0 1 1 .7l1.1 3.4a1 1 0 0 1-.3 1L8.6 9.6a13 13 0 0 0 5.8 5.8l1.5-1.5a1 1 0 0 1 1-.3l3.4 1.1a1 1 0 0 1 .7 1V18a2 2 0 0 1-2 2h-1C10.1 20 4 13.9 4 6.5V5z"
  />
);
export const PinIcon = (p: IconProps) => (
  <Outline
    {...p}
    d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
  />
);
export const MailIcon = (p: IconProps) => <Outline {...p} d="M3 6h18v12H3zM3 6l9 7 9-7" />;
export const PauseIcon = (p: IconProps) => <Outline {...p} d="M9 6v12M15 6v12" />;
export const PlayIcon = (p: IconProps) => <Outline {...p} d="M8 5l11 7-11 7z" />;

function Solid({ className = "h-4 w-4", d }: IconProps & { d: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export const FacebookIcon = (p: IconProps) => (
  <Solid {...p} d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
);
export const InstagramIcon = (p: IconProps) => (
  <Solid
    {...p}
    d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM16.5 2h-9A5.5 5.5 0 0 0 2 7.5v9A5.5 5.5 0 0 0 7.5 22h9a5.5 5.5 0 0 0 5.5-5.5v-9A5.5 5.5 0 0 0 16.5 2zm3.7 14.5a3.7 3.7 0 0 1-3.7 3.7h-9a3.7 3.7 0 0 1-3.7-3.7v-9a3.7 3.7 0 0 1 3.7-3.7h9a3.7 3.7 0 0 1 3.7 3.7z"
  />
);
export const LinkedinIcon = (p: IconProps) => (
  <Solid
    {...p}
    d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 8.5h3V21H3zM9 8.5h2.9v1.7h.1c.4-.8 1.4-1.9 3.1-1.9 3.3 0 3.9 2.2 3.9 5V21h-3v-6.9c0-1.6 0-3.6-2.2-3.6s-2.5 1.7-2.5 3.5v7H9z"
  />
);
export const YoutubeIcon = (p: IconProps) => (
  <Solid
    {...p}
    d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z"
  />
);
