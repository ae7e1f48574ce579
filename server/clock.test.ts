import { describe, expect, it } from "vitest";
import { ClockNotControllableError, clockControllable, createClock } from "./clock.ts";

describe("the server clock", () => {
  it("moves only when asked for on a loopback address", () => {
    expect(clockControllable({ CLOCK_CONTROL: "on", HOST: "127.0.0.1" })).toBe(true);
    expect(clockControllable({ CLOCK_CONTROL: "on", HOST: "0.0.0.0" })).toBe(false);
    expect(clockControllable({ CLOCK_CONTROL: "off", HOST: "127.0.0.1" })).toBe(false);
  });

  it("refuses to move a production clock", () => {
    const clock = createClock(false);
    expect(() => clock.advance(1000)).toThrow(ClockNotControllableError);
    expect(clock.offsetMs()).toBe(0);
  });

  it("moves a controllable clock forward only", () => {
    const clock = createClock(true);
    clock.advance(15 * 86_400_000);
    expect(clock.offsetMs()).toBe(15 * 86_400_000);
    expect(clock.now().getTime()).toBeGreaterThan(Date.now() + 14 * 86_400_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});
