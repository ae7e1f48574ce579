import { Link } from "react-router";
import { REBATE_STAGE_LABELS, type RebateStage } from "../../../core/grower/rebate-projects.ts";

/**
 * Checkout's warning when the cart holds fixtures of a rebate project the utility has not pre-approved:
 * buying before pre-approval may forfeit the rebate.
 */
export function RebateForfeitWarning({
  projects,
}: {
  projects: readonly { id: number; site: string; stage: RebateStage }[];
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
        Your cart holds fixtures of a rebate project the utility has not pre-approved yet. Most programmes
        refuse a rebate on fixtures bought before pre-approval.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {projects.map((p) => (
          <li key={p.id}>
            <Link to={`/commercial-view/rebates/${p.id}`} className="underline">
              {p.site}
            </Link>{" "}
            ({REBATE_STAGE_LABELS[p.stage].toLowerCase()})
          </li>
        ))}
      </ul>
    </section>
  );
}
