import {
  availabilityOf,
  DEFAULT_STOCK_POLICY,
  type Stock,
  type StockPolicy,
} from "../../core/availability.ts";

let active: StockPolicy = DEFAULT_STOCK_POLICY;

/**
 * Sets what buyers are told of stock: once per process, from the environment, when the services are
 * made (STOCK_SHOWN_UP_TO, STOCK_LOW_AT, LEAD_TIME_<SUPPLIER>). Every summary the catalogue reads
 * carries its availability under it.
 */
export function setStockPolicy(policy: StockPolicy): void {
  active = policy;
}

export const availabilityFor = (stock: Stock) => availabilityOf(stock, active);
