import { REPEAT_NOTICE_DAYS_MAX, REPEAT_WEEKS_MAX } from "../../../core/repeat-orders.ts";

const INPUT = "h-11 rounded-md border border-slate-300 px-2 text-sm text-slate-900";

/** What a schedule's fields start from: a new one's defaults, or the schedule being changed. */
export interface RepeatScheduleValues {
  everyWeeks: number;
  /** The first (or next) run's day, from `earliest` on. */
  runOn: string;
  earliest: string;
  noticeDays: number;
  autoPlace: boolean;
  payOnAccount: boolean;
}

/** A repeat order's fields, for starting one from a list and for changing one; `runLabel` names the date. */
export function RepeatScheduleFields({
  values,
  runLabel,
}: {
  values: RepeatScheduleValues;
  runLabel: string;
}) {
  return (
    <>
      <label className="grid text-sm text-slate-800">
        Every (weeks)
        <input
          name="everyWeeks"
          type="number"
          min={1}
          max={REPEAT_WEEKS_MAX}
          defaultValue={values.everyWeeks}
          required
          className={`${INPUT} w-24`}
        />
      </label>
      <label className="grid text-sm text-slate-800">
        {runLabel}
        <input
          name="startsOn"
          type="date"
          min={values.earliest}
          defaultValue={values.runOn}
          required
          className={INPUT}
        />
      </label>
      <label className="grid text-sm text-slate-800">
        Mail the draft (days before)
        <input
          name="noticeDays"
          type="number"
          min={0}
          max={REPEAT_NOTICE_DAYS_MAX}
          defaultValue={values.noticeDays}
          className={`${INPUT} w-24`}
        />
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="autoPlace" defaultChecked={values.autoPlace} className="size-5" /> Place
        it without my confirmation
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="payOnAccount" defaultChecked={values.payOnAccount} className="size-5" />{" "}
        Pay on account (net 30)
      </label>
    </>
  );
}
