import { data } from "react-router";
import { statementPeriod } from "../../../core/account-statement.ts";
import { shopDay } from "../../../core/shop-time.ts";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { orNotFound } from "../../components/service-refusal.server.ts";
import { pdfResponse } from "./pdf-response.server.ts";

interface StatementArgs {
  context: AppLoadContext;
  url: URL;
}

/** The period the URL asks for, ending on the shop's today at the latest; a bad one answers 400. */
function periodOf(args: StatementArgs) {
  const period = statementPeriod(args.url.searchParams, shopDay(args.context.services.clock.now()));
  if ("error" in period) throw data({ message: period.error }, { status: 400 });
  return period;
}

/** A company's statement for the URL's period, as its page shows it. */
export async function loadStatement(args: StatementArgs, companyId: string) {
  const { company, statement } = await orNotFound(
    args.context.services.billing.statements.of(companyId, periodOf(args)),
  );
  return { company, statement };
}

/** The same statement as a PDF file: private, never stored by a cache. */
export async function statementPdfResponse(args: StatementArgs, companyId: string): Promise<Response> {
  const period = periodOf(args);
  const pdf = await orNotFound(args.context.services.billing.statements.pdf(companyId, period));
  return pdfResponse(pdf, `statement-${period.from}-${period.to}`);
}
