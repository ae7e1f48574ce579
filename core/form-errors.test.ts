import { describe, expect, it } from "vitest";
import { formErrors } from "./form-errors.ts";
import {
  checkoutSchema,
  contactSchema,
  leadFormInput,
  newsletterSchema,
  orderRequestSchema,
  rebateSchema,
} from "./order-request.ts";

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues ?? [];

describe("formErrors: the one mapper from a schema's issues to a form's errors", () => {
  it("an empty contact form: 'Please fill in all required fields.', and each missing field marked", () => {
    const errors = formErrors(issuesOf(contactSchema.safeParse(leadFormInput({ country: "United States" }))));
    expect(errors.message).toBe("Please fill in all required fields.");
    expect(errors.fields).toEqual({
      name: "This field is required.",
      company: "This field is required.",
      workEmail: "This field is required.",
      phone: "This field is required.",
      state: "This field is required.",
    });
  });

  it("the required-fields message wins over a field's own words, wherever it comes in the list", () => {
    const input = leadFormInput({
      name: "Lee",
      cname: "Park Farms",
      workEmail: "not-an-email",
      phone: "",
      country: "Canada",
      state: "Ontario",
    });
    const errors = formErrors(issuesOf(rebateSchema.safeParse(input)));
    expect(errors.message).toBe("Please fill in all required fields.");
    expect(errors.fields.workEmail).toBe("Please enter a valid email address.");
    expect(errors.fields.growerType).toBe("This field is required.");
  });

  it("a state of another country is named with the country, even beside other missing fields", () => {
    // Without JavaScript the state list still shows the first country's states when another is chosen.
    const lead = leadFormInput({ name: "Lee", country: "Canada", state: "Oregon" });
    expect(formErrors(issuesOf(contactSchema.safeParse(lead))).fields.state).toBe(
      "Oregon is not a province of Canada. Choose a province from the list.",
    );
    const quote = orderRequestSchema.safeParse({ country: "Mexico", state: "Ontario" });
    expect(formErrors(issuesOf(quote)).fields.state).toBe(
      "Ontario is not a state of Mexico. Choose a state from the list.",
    );
    const checkout = checkoutSchema.safeParse({ shipping: { country: "United States", state: "Jalisco" } });
    expect(formErrors(issuesOf(checkout)).fields["shipping.state"]).toBe(
      "Jalisco is not a state of the United States. Choose a state from the list.",
    );
    // A state that belongs to the country is no issue; an empty one is only 'required'.
    expect(
      issuesOf(contactSchema.safeParse({ ...lead, state: "Ontario" })).map((i) => i.path),
    ).not.toContainEqual(["state"]);
    expect(formErrors(issuesOf(contactSchema.safeParse({ ...lead, state: "" }))).fields.state).toBe(
      "This field is required.",
    );
  });

  it("without a missing field the first issue's words are the message (the newsletter's text)", () => {
    const errors = formErrors(issuesOf(newsletterSchema.safeParse({ email: "reader-at-example.com" })));
    expect(errors).toEqual({
      message: "Please enter a valid email address",
      fields: { email: "Please enter a valid email address" },
    });
  });

  it("nested fields are keyed by their dotted path, and the Terms alert is the spec's", () => {
    const errors = formErrors(
      issuesOf(
        checkoutSchema.safeParse({
          contact: { email: "a@b.example", phone: "555" },
          shipping: {
            firstName: "A",
            lastName: "B",
            address: "1 Road",
            city: "Austin",
            state: "Texas",
            zipCode: "78701",
            country: "United States",
          },
          acceptTerms: false,
          items: [{ sku: "IL-D01", quantity: 1 }],
        }),
      ),
    );
    expect(errors).toEqual({
      message: "Please accept the Terms of Service to continue",
      fields: { acceptTerms: "Please accept the Terms of Service to continue" },
    });
  });

  it("keeps the first message of a field that has several, and names a form-wide issue '_'", () => {
    const quote = formErrors(issuesOf(orderRequestSchema.safeParse({ email: "" })));
    expect(quote.fields.email).toBe("Email is required.");
    expect(quote.message).toBe("First name is required.");
    expect(formErrors([{ path: [], message: "Send the form as a JSON object." }])).toEqual({
      message: "Send the form as a JSON object.",
      fields: { _: "Send the form as a JSON object." },
    });
    expect(formErrors([]).message).toBe("Invalid request.");
  });
});
