import { describe, expect, it } from "vitest";
import { createLinkSigner } from "./signed-links.ts";

describe("signed links", () => {
  const signer = createLinkSigner("a test secret of some length");

  it("gives back the payload of a link it signed", () => {
    const token = signer.sign("newsletter-unsubscribe", "42");
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{22}$/);
    expect(signer.verify("newsletter-unsubscribe", token)).toBe("42");
  });

  it("refuses a link signed for another kind, another secret, or altered", () => {
    const token = signer.sign("newsletter-confirm", "7-abc");
    expect(signer.verify("newsletter-unsubscribe", token)).toBeNull();
    expect(createLinkSigner("another secret entirely").verify("newsletter-confirm", token)).toBeNull();
    expect(signer.verify("newsletter-confirm", token.replace("7-", "8-"))).toBeNull();
    const otherLast = token.endsWith("A") ? "B" : "A";
    expect(signer.verify("newsletter-confirm", `${token.slice(0, -1)}${otherLast}`)).toBeNull();
  });

  it("refuses what is not a token at all", () => {
    for (const junk of ["", ".", "42", "42.", ".abc", "4 2.abcdefghijklmnopqrstuv", "42.short", "%00.x"]) {
      expect(signer.verify("tour-request", junk)).toBeNull();
    }
  });

  it("never signs a payload that would not be safe in an address", () => {
    expect(() => signer.sign("tour-request", "a/b")).toThrow();
    expect(() => signer.sign("tour-request", "")).toThrow();
  });
});
