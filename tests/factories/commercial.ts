/** A complete /commercial application ('Commercial account form'), as the form posts it. */
export function applicationFields(overrides: Partial<Record<string, string>> = {}) {
  return {
    fullName: "Maria Lopez",
    cname: "Greenleaf Farms",
    workEmail: "maria@greenleaf.example",
    phone: "(831) 555-0142",
    country: "USA" as const,
    state: "California",
    companyDescription: "Forty LED fixtures for a new flowering room by March.",
    ...overrides,
  };
}
