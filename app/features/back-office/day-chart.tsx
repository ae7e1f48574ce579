const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 22;
const TOP = 14;

/** 'Nov 25' for a 'YYYY-MM-DD' day. */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * One series per day as bars, drawn on the server as SVG (no chart library, nothing to hydrate). The
 * figures are also a table for screen readers and for copying.
 */
export function DayChart({
  title,
  days,
  format,
  colour,
}: {
  title: string;
  days: { day: string; value: number }[];
  format: (value: number) => string;
  colour: string;
}) {
  const peak = Math.max(0, ...days.map((d) => d.value));
  const max = Math.max(1, peak);
  const slot = WIDTH / days.length;
  const plot = HEIGHT - AXIS - TOP;
  const id = title.toLowerCase().replaceAll(/[^a-z]+/g, "-");
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-caption`} className="text-sm font-semibold text-slate-800">
        {title} <span className="font-normal text-slate-500">(peak {format(peak)})</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-40 w-full"
        role="img"
        aria-labelledby={`${id}-caption`}
        preserveAspectRatio="none"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="#cbd5e1" strokeWidth="1" />
        {days.map((d, i) => {
          const h = (d.value / max) * plot;
          return (
            <rect
              key={d.day}
              data-day={d.day}
              x={i * slot + slot * 0.15}
              y={HEIGHT - AXIS - h}
              width={slot * 0.7}
              height={h}
              fill={colour}
            >
              <title>{`${shortDay(d.day)}: ${format(d.value)}`}</title>
            </rect>
          );
        })}
        {days.map((d, i) =>
          i % 7 === days.length % 7 || i === days.length - 1 ? (
            <text
              key={d.day}
              x={i === days.length - 1 ? WIDTH : i * slot + slot / 2}
              y={HEIGHT - 6}
              // The last day's label ends at the edge instead of running past it.
              textAnchor={i === days.length - 1 ? "end" : "middle"}
              fontSize="11"
              fill="#475569"
            >
              {shortDay(d.day)}
            </text>
          ) : null,
        )}
      </svg>
      <details className="mt-2 text-sm text-slate-600">
        <summary className="cursor-pointer">Figures per day</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4 font-semibold">
                Day
              </th>
              <th scope="col" className="font-semibold">
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td className="pr-4">{shortDay(d.day)}</td>
                <td>{format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
