const CARDS = [
  { name: "American Express", short: "AMEX", bg: "#1f6fd0", fg: "#ffffff" },
  { name: "Discover", short: "DISCOVER", bg: "#ffffff", fg: "#1f2937" },
  { name: "Mastercard", short: "mastercard", bg: "#1f2937", fg: "#ffffff" },
  { name: "Visa", short: "VISA", bg: "#1a1f71", fg: "#ffffff" },
];

/** Card logos (American Express, Discover, Mastercard, Visa). */
export function PaymentLogos() {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Accepted cards">
      {CARDS.map((card) => (
        <li key={card.name}>
          <svg
            viewBox="0 0 64 40"
            width="56"
            height="35"
            role="img"
            aria-label={card.name}
            className="rounded shadow-sm"
          >
            <rect width="64" height="40" rx="5" fill={card.bg} stroke="#cbd5e1" />
            {card.name === "Mastercard" && (
              <>
                <circle cx="27" cy="17" r="9" fill="#eb001b" />
                <circle cx="37" cy="17" r="9" fill="#f79e1b" fillOpacity="0.9" />
              </>
            )}
            {card.name === "Discover" && <circle cx="44" cy="20" r="6" fill="#f58220" />}
            <text
              x={card.name === "Discover" ? 23 : 32}
              y={card.name === "Mastercard" ? 35 : 24}
              textAnchor="middle"
              fontFamily="Arial, sans-serif"
              fontWeight="700"
              fontSize={card.name === "Mastercard" ? 8 : card.name === "Discover" ? 7.5 : 11}
              fill={card.fg}
            >
              {card.short}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
