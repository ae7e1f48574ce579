import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { redactUrl, serializeError } from "./log-redaction.ts";

describe("log redaction", () => {
  it("hides the order token of a confirmation link and keeps the rest of the address", () => {
    expect(redactUrl("/api/orders/ORD-ABC?token=s3cret&x=1")).toBe(
      "/api/orders/ORD-ABC?token=[redacted]&x=1",
    );
    expect(redactUrl("/order-confirmation?order=ORD-ABC&token=s3cret")).toBe(
      "/order-confirmation?order=ORD-ABC&token=[redacted]",
    );
    expect(redactUrl("/search?q=token")).toBe("/search?q=token");
  });

  it("logs a failed query's SQL and the database's message, never its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
    });
    const error = new DrizzleQueryError(
      "insert into quotes (first_name, email) values ($1, $2)",
      ["Maria", "maria@greenleaf.example"],
      cause,
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain("maria@greenleaf.example");
    expect(text).not.toContain("Maria");
    expect(logged.message).toContain("insert into quotes");
    expect(logged.cause).toMatchObject({ code: "22021", message: expect.stringContaining("0x00") });
  });
});
