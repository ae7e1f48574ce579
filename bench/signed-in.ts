/** The header bench/serve.ts reads as "this request is the bench's signed-in buyer" (BENCH_BUYER_COMPANY). */
export const BENCH_BUYER_HEADER = "x-bench-buyer";

/** The company the bench's buyer belongs to; it buys from the default "Commercial" list. */
export const BENCH_BUYER_COMPANY = "bench-growers";

/** Request headers of the bench's signed-in buyer. */
export const signedInHeaders = { [BENCH_BUYER_HEADER]: "1" };
