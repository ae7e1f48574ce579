import { Link } from "react-router";

/** The posted field naming the rebate project an order is held for (blank: place it now). */
export const HOLD_FOR_REBATE_FIELD = "holdForRebate";

/**
 * The warning when an order (a cart at checkout, a quote being accepted) holds fixtures of a rebate
 * project the utility has not pre-approved: buying before pre-approval may forfeit the rebate. Inside a
 * form, it offers to hold the order until a project's pre-approval (ADR 0290): placed, not charged or
 * shipped, released by the pre-approval or by the buyer.
 */
export function RebateForfeitWarning({
  projects,
  offerHold = false,
  what = "Your cart holds",
}: {
  projects: readonly { id: number; site: string; stageLabel: string }[];
  offerHold?: boolean;
  what?: string;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="rebate-forfeit"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h2 id="rebate-forfeit" className="font-semibold">
        Buying now may forfeit your rebate
      </h2>
      <p className="mt-1">
        {what} fixtures of a rebate project the utility has not pre-approved yet. Most programmes refuse a
        rebate on fixtures bought before pre-approval.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {projects.map((p) => (
          <li key={p.id}>
            <Link to={`/commercial-view/rebates/${p.id}`} className="underline">
              {p.site}
            </Link>{" "}
            ({p.stageLabel.toLowerCase()})
          </li>
        ))}
      </ul>
      {offerHold ? (
        <fieldset className="mt-3">
          <legend className="font-semibold">Hold the order until pre-approval?</legend>
          <p className="mt-1">
            A held order is placed with its number and prices, but not charged or shipped. The pre-approval
            releases it; you can also release it yourself.
          </p>
          <div className="mt-2 space-y-1">
            {projects.map((p) => (
              <label key={p.id} className="flex items-center gap-2">
                <input type="radio" name={HOLD_FOR_REBATE_FIELD} value={String(p.id)} />
                Hold it until {p.site} is pre-approved
              </label>
            ))}
            <label className="flex items-center gap-2">
              <input type="radio" name={HOLD_FOR_REBATE_FIELD} value="" defaultChecked />
              Place it now
            </label>
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}
