import { describe, expect, it } from "vitest";
import { linkedAddresses, linkedTextParts } from "./linked-text.ts";

describe("linked text", () => {
  it("splits copy into plain runs and links", () => {
    expect(linkedTextParts("Something else? [Contact us](/contact) and a guide will write back.")).toEqual([
      { text: "Something else? " },
      { text: "Contact us", to: "/contact" },
      { text: " and a guide will write back." },
    ]);
  });

  it("keeps copy without links as one run, and brackets that are not links as text", () => {
    expect(linkedTextParts("Plain words.")).toEqual([{ text: "Plain words." }]);
    expect(linkedTextParts("[draft] (see https://example.com)")).toEqual([
      { text: "[draft] (see https://example.com)" },
    ]);
  });

  it("lists the addresses, with their hash", () => {
    expect(linkedAddresses("[A](/tours) and [B](/contact#faq).")).toEqual(["/tours", "/contact#faq"]);
  });
});
