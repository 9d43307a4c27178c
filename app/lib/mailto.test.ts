import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto.ts";

describe("mailto links", () => {
  it("keep a plain address as it is", () => {
    expect(mailtoHref("hello@whiskerwalks.nyc")).toBe("mailto:hello@whiskerwalks.nyc");
  });

  it("encode the subject and body, spaces as %20 and line breaks as %0A", () => {
    expect(
      mailtoHref("ada@example.com", { subject: "Re: cats & ferries", body: "Hi Ada,\n\n> Do cats?" }),
    ).toBe(
      "mailto:ada@example.com?subject=Re%3A%20cats%20%26%20ferries&body=Hi%20Ada%2C%0A%0A%3E%20Do%20cats%3F",
    );
  });

  it("keep whatever an address holds inside the address: it never adds a recipient or a header", () => {
    const href = mailtoHref("eve@example.com?cc=spy%40evil.example&bcc=spy@evil.example", { subject: "Re" });
    expect(href).toBe(
      "mailto:eve@example.com%3Fcc%3Dspy%2540evil.example%26bcc%3Dspy@evil.example?subject=Re",
    );
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(["subject"]);
    expect(decodeURIComponent(url.pathname)).toBe(
      "eve@example.com?cc=spy%40evil.example&bcc=spy@evil.example",
    );
  });
});
