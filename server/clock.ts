/**
 * The server's time for its timers (quote expiry, the outbox's scheduled mails). In production it is
 * the machine's time; only a server started with CLOCK_CONTROL=on on a loopback address lets a
 * browser test move it forward (ADR 0100), so a mail scheduled days ahead can be seen to go out.
 */
export interface Clock {
  now(): Date;
  /** How far ahead of the machine's time the clock runs, in milliseconds (0 unless a test moved it). */
  offsetMs(): number;
  /** Moves the clock forward; refused unless the clock is controllable. */
  advance(ms: number): void;
}

export class ClockNotControllableError extends Error {
  constructor() {
    super("The clock moves only in a server started with CLOCK_CONTROL=on on a loopback address.");
    this.name = "ClockNotControllableError";
  }
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

/** Whether this configuration may move the clock: asked for, and listening on loopback only. */
export const clockControllable = (env: { CLOCK_CONTROL: "on" | "off"; HOST: string }) =>
  env.CLOCK_CONTROL === "on" && LOOPBACK_HOSTS.has(env.HOST);

export function createClock(controllable: boolean): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    advance(ms) {
      if (!controllable) throw new ClockNotControllableError();
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError("The clock moves forward only.");
      offset += ms;
    },
  };
}
