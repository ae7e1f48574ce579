import type { ReactNode } from "react";
import type { CompanyRole } from "../../../core/viewer.ts";
import { AccountSidebar } from "./account-sidebar.tsx";

const ROLE_WORDS = { admin: "company admin", approver: "approver", buyer: "buyer" } as const;

/** Who the account frame names: the buyer and the company, never from the browser. */
export interface AccountFrameViewer {
  name: string;
  companyName: string;
  companyRole: CompanyRole;
}

/**
 * The account area's frame: the account's line, the sidebar and the page beside it, in one <main> (no
 * content outside a landmark). The panes under /commercial-view, the company's documents and Quick order
 * keep it, so a buyer never loses the way back.
 */
export function AccountFrame({ account, children }: { account: AccountFrameViewer; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Commercial Account</p>
      <p className="mt-1 text-slate-600">
        <span className="font-semibold text-slate-900">{account.companyName}</span> · signed in as{" "}
        {account.name} ({ROLE_WORDS[account.companyRole]})
      </p>
      <div className="mt-6 flex flex-col gap-6 md:flex-row">
        <AccountSidebar companyRole={account.companyRole} />
        <div id="account-pane" className="min-w-0 flex-1">
          {children}
        </div>
      </div>
    </main>
  );
}
