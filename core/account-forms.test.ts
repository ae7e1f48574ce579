import { describe, expect, it } from "vitest";
import { formErrors } from "./form-errors.ts";
import {
  emailValidationSchema,
  newPasswordProblem,
  passwordProblem,
  resetPasswordSchema,
  signedInTarget,
  signInSchema,
} from "./account-forms.ts";

const messageOf = (result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) => (result.success ? null : formErrors(result.error?.issues ?? []).message);

describe("the specification sign-in", () => {
  it("needs both fields: 'Please enter both email and password'", () => {
    for (const fields of [{}, { email: "a@b.example" }, { password: "x" }, { email: "  ", password: "x" }]) {
      expect(messageOf(signInSchema.safeParse(fields))).toBe("Please enter both email and password");
    }
  });

  it("reads the address trimmed and lower-cased, and the Remember me checkbox", () => {
    expect(signInSchema.parse({ email: " Ann@Farm.Example ", password: "p", remember: "on" })).toEqual({
      email: "ann@farm.example",
      password: "p",
      rememberMe: true,
      next: undefined,
    });
    expect(signInSchema.parse({ email: "a@b.example", password: "p" }).rememberMe).toBe(false);
  });
});

describe("the specification forgot password", () => {
  it("says 'Please enter a valid email.' for an empty or malformed address", () => {
    for (const email of ["", "   ", "not-an-address", undefined]) {
      expect(messageOf(emailValidationSchema.safeParse({ email }))).toBe("Please enter a valid email.");
    }
    expect(emailValidationSchema.parse({ email: " Bo@Farm.Example" }).email).toBe("bo@farm.example");
  });
});

describe("the specification reset password and the hint's strength rule", () => {
  const reset = (password: string, confirmPassword: string) =>
    messageOf(resetPasswordSchema.safeParse({ token: "t", password, confirmPassword }));

  it("quotes the three messages", () => {
    expect(reset("", "")).toBe("Please fill in both password fields.");
    expect(reset("Abcdef1!", "")).toBe("Please fill in both password fields.");
    expect(reset("Ab1!", "Ab1!")).toBe("Password must be at least 8 characters long.");
    expect(reset("Abcdef1!", "Abcdef1?")).toBe("Passwords do not match.");
    expect(reset("Abcdef1!", "Abcdef1!")).toBeNull();
  });

  it("enforces an uppercase letter, a number and a special character", () => {
    const weak = "Password must contain an uppercase letter, a number and a special character.";
    expect(passwordProblem("abcdefg1!")).toBe(weak);
    expect(passwordProblem("Abcdefgh!")).toBe(weak);
    expect(passwordProblem("Abcdefgh1")).toBe(weak);
    expect(passwordProblem("Abcdefg1 ")).toBe(weak);
    expect(passwordProblem("Ábcdéfg1€")).toBeNull();
    expect(passwordProblem(`A1!${"x".repeat(300)}`)).toBe("Password must be at most 256 characters long.");
  });

  it("names the field at fault", () => {
    expect(newPasswordProblem("", "x")?.field).toBe("password");
    expect(newPasswordProblem("x", "")?.field).toBe("confirmPassword");
    expect(newPasswordProblem("Abcdef1!", "other")?.field).toBe("confirmPassword");
  });
});

describe("where a signed-in user goes", () => {
  it("follows a same-site path, and nothing else", () => {
    expect(signedInTarget("buyer", "/cart?x=1")).toBe("/cart?x=1");
    expect(signedInTarget("staff", undefined)).toBe("/admin");
    expect(signedInTarget("buyer", undefined)).toBe("/commercial-view");
    for (const next of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "admin",
    ]) {
      expect(signedInTarget("staff", next)).toBe("/admin");
    }
  });
});
