import { DEFAULT_PANE_TEXT } from "../features/account-area/panes.ts";

export default function CommercialViewHome() {
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-center">
      <h1 className="sr-only">Commercial Account</h1>
      <p className="text-lg text-slate-700">{DEFAULT_PANE_TEXT}</p>
    </section>
  );
}
