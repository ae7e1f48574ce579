import { describe, expect, it } from "vitest";
import {
  ALREADY_APPROVED_MESSAGE,
  ALREADY_REJECTED_MESSAGE,
  applicationStatusMachine,
} from "./commercial-application.ts";
import { returnStatusMachine } from "./returns.ts";
import { statusMachine } from "./status-moves.ts";
import { certificateStatusMachine } from "./tax-certificate.ts";

describe("a status machine as data", () => {
  const machine = statusMachine(
    { open: ["closed"], closed: ["open", "archived"], archived: [] },
    { noun: "ticket", labels: { open: "Open", closed: "Closed", archived: "Archived" } },
  );

  it("allows the moves its table lists and no other", () => {
    expect(machine.statuses).toEqual(["open", "closed", "archived"]);
    expect(machine.canMove("open", "closed")).toBe(true);
    expect(machine.canMove("closed", "archived")).toBe(true);
    expect(machine.canMove("open", "archived")).toBe(false);
    expect(machine.canMove("archived", "open")).toBe(false);
    expect(machine.canMove("open", "open")).toBe(false);
    expect(machine.refusal("open", "closed")).toBeNull();
  });

  it("words a refused move with the statuses' labels", () => {
    expect(machine.refusal("archived", "open")).toBe("A ticket that is archived cannot be open.");
  });
});

describe("the machines of returns, applications and certificates", () => {
  it("takes a return from requested to approved to received, or to rejected, and nowhere back", () => {
    expect(returnStatusMachine.refusal("requested", "approved")).toBeNull();
    expect(returnStatusMachine.refusal("approved", "received")).toBeNull();
    expect(returnStatusMachine.refusal("requested", "received")).toBe(
      "A return that is requested cannot be received.",
    );
    expect(returnStatusMachine.refusal("rejected", "approved")).toBe(
      "A return that is rejected cannot be approved.",
    );
  });

  it("reviews an application once, and says what became of one already reviewed", () => {
    expect(applicationStatusMachine.refusal("pending", "approved")).toBeNull();
    expect(applicationStatusMachine.refusal("pending", "rejected")).toBeNull();
    expect(applicationStatusMachine.refusal("approved", "rejected")).toBe(ALREADY_APPROVED_MESSAGE);
    expect(applicationStatusMachine.refusal("rejected", "approved")).toBe(ALREADY_REJECTED_MESSAGE);
  });

  it("lets staff change their mind on a certificate, never back to awaiting verification", () => {
    expect(certificateStatusMachine.refusal("pending", "verified")).toBeNull();
    expect(certificateStatusMachine.refusal("verified", "rejected")).toBeNull();
    expect(certificateStatusMachine.refusal("rejected", "verified")).toBeNull();
    expect(certificateStatusMachine.refusal("verified", "verified")).toBe(
      "This certificate is already verified.",
    );
    expect(certificateStatusMachine.refusal("rejected", "pending")).toBe(
      "A reviewed certificate cannot go back to awaiting verification.",
    );
  });
});
