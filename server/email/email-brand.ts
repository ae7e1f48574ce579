import type { Env } from "../env.ts";

/** Company details every email shows; they come from configuration, never from templates. */
export interface EmailBrand {
  /** The shop's one name (SHOP_NAME). */
  shopName: string;
  salesEmail: string;
  salesPhone: string;
  companyAddress: string;
  publicUrl: string;
  /** How to pay an invoice: bank transfer details, and the address cheques are mailed to. */
  remittance: { bankTransfer: string; chequeAddress: string };
}

export function emailBrand(env: Env): EmailBrand {
  return {
    shopName: env.SHOP_NAME,
    salesEmail: env.SALES_EMAIL,
    salesPhone: env.SALES_PHONE,
    companyAddress: env.COMPANY_ADDRESS,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ""),
    remittance: { bankTransfer: env.REMIT_BANK_TRANSFER, chequeAddress: env.REMIT_CHEQUE_ADDRESS },
  };
}
