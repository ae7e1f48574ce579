/** A price list's settings form as its schema takes it: the checkbox posts 'on' or nothing. */
export const settingsInput = (fields: Record<string, string>) => ({
  name: fields.name,
  capsAtWholesale: fields.capsAtWholesale === "on",
});
