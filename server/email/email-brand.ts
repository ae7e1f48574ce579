import type { Env } from "../env.ts";

/** Company details every email shows; they come from configuration, never from templates. */
export interface EmailBrand {
  salesEmail: string;
  salesPhone: string;
  companyAddress: string;
  publicUrl: string;
}

export function emailBrand(env: Env): EmailBrand {
  return {
    salesEmail: env.SALES_EMAIL,
    salesPhone: env.SALES_PHONE,
    companyAddress: env.COMPANY_ADDRESS,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ""),
  };
}
