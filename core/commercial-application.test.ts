import { describe, expect, it } from "vitest";
import { formErrors } from "./form-errors.ts";
import {
  APPLICATION_COUNTRIES,
  commercialApplicationSchema,
  DEFAULT_APPLICATION_COUNTRY,
  reviewSchema,
} from "./commercial-application.ts";
import { invitationSchema, joinSchema } from "./company-invitation.ts";
import { regionsOf } from "./regions.ts";
import { applicationFields } from "../tests/factories/commercial.ts";

const valid = applicationFields();

describe("'Commercial account form' 'Registration form'", () => {
  it("offers USA or Canada, USA first and by default", () => {
    expect(APPLICATION_COUNTRIES).toEqual(["USA", "Canada"]);
    expect(DEFAULT_APPLICATION_COUNTRY).toBe("USA");
  });

  it("puts the disabled placeholder 'Select a state' before the 50 states and 'Select a province' before Canada's 13", () => {
    expect(regionsOf("USA")).toMatchObject({ placeholder: "Select a state" });
    expect(regionsOf("USA").options).toHaveLength(50);
    expect(regionsOf("Canada")).toMatchObject({ placeholder: "Select a province" });
    expect(regionsOf("Canada").options).toHaveLength(13);
  });

  it("requires every field: 'Please fill in all required fields.', each named", () => {
    const parsed = commercialApplicationSchema.safeParse({});
    expect(parsed.success).toBe(false);
    const { message, fields } = formErrors(parsed.error!.issues);
    expect(message).toBe("Please fill in all required fields.");
    expect(Object.keys(fields).sort()).toEqual(
      ["cname", "companyDescription", "country", "fullName", "phone", "state", "workEmail"].sort(),
    );
    expect(fields.companyDescription).toBe("This field is required.");
  });

  it("takes a work email only as an address, and a state only of the chosen country", () => {
    expect(commercialApplicationSchema.safeParse(valid).success).toBe(true);
    const email = commercialApplicationSchema.safeParse({ ...valid, workEmail: "maria" });
    expect(formErrors(email.error!.issues).fields.workEmail).toBe("Please enter a valid email address.");
    const state = commercialApplicationSchema.safeParse({ ...valid, country: "Canada" });
    expect(formErrors(state.error!.issues).fields.state).toBe(
      "Choose a state or province of the selected country.",
    );
    expect(
      commercialApplicationSchema.safeParse({ ...valid, country: "Canada", state: "Ontario" }).success,
    ).toBe(true);
  });
});

describe("review, invitation and join forms", () => {
  it("rejects only with a reason", () => {
    expect(reviewSchema.safeParse({ intent: "approve", id: "7" }).data).toEqual({ intent: "approve", id: 7 });
    const noReason = reviewSchema.safeParse({ intent: "reject", id: "7", reason: "  " });
    expect(formErrors(noReason.error!.issues).fields.reason).toBe("Please give the applicant a reason.");
    expect(reviewSchema.safeParse({ intent: "approve", id: "-1" }).success).toBe(false);
  });

  it("invites an address as admin or buyer, lower-cased", () => {
    expect(invitationSchema.parse({ email: " Bea@Leaf.Example ", role: "buyer" })).toEqual({
      email: "bea@leaf.example",
      role: "buyer",
    });
    expect(invitationSchema.safeParse({ email: "bea@leaf.example", role: "owner" }).success).toBe(false);
  });

  it("joins with the specification's password messages", () => {
    const base = { token: "t", fullName: "Bea" };
    const message = (password: string, confirmPassword: string) =>
      formErrors(joinSchema.safeParse({ ...base, password, confirmPassword }).error!.issues).message;
    expect(message("", "")).toBe("Please fill in both password fields.");
    expect(message("short", "short")).toBe("Password must be at least 8 characters long.");
    expect(message("Strong#Pass1", "Strong#Pass2")).toBe("Passwords do not match.");
    expect(
      joinSchema.safeParse({ ...base, password: "Strong#Pass1", confirmPassword: "Strong#Pass1" }).success,
    ).toBe(true);
  });
});
