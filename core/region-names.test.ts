import { describe, expect, it } from "vitest";
import { canonicalCountry, canonicalState } from "./region-names.ts";

describe("country and state spellings", () => {
  it("reads the common forms of the three countries, and nothing else", () => {
    for (const text of ["USA", "US", "u.s.a.", "United States of America", "united states"])
      expect(canonicalCountry(text), text).toBe("United States");
    for (const text of ["CA", "can", "Canada"]) expect(canonicalCountry(text), text).toBe("Canada");
    for (const text of ["MX", "México", "mexico"]) expect(canonicalCountry(text), text).toBe("Mexico");
    for (const text of ["Germany", "", "U", "Cali"]) expect(canonicalCountry(text), text).toBeNull();
  });

  it("reads postal and ISO codes and any case of the lists' names", () => {
    expect(canonicalState("CA")).toBe("California");
    expect(canonicalState("wy")).toBe("Wyoming");
    expect(canonicalState("ON")).toBe("Ontario");
    expect(canonicalState("YT")).toBe("Yukon");
    expect(canonicalState("JAL")).toBe("Jalisco");
    expect(canonicalState("CMX")).toBe("Mexico City");
    expect(canonicalState("nuevo leon")).toBe("Nuevo León");
    expect(canonicalState("new york")).toBe("New York");
    expect(canonicalState("Atlantis")).toBe("Atlantis");
  });
});
