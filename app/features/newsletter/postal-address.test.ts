import { describe, expect, it } from "vitest";
import { readContent } from "#app/content/read-content.ts";
import { renderIssueEmail } from "./email.ts";
import { postalAddress } from "./postal-address.ts";

const content = readContent();
const issue = content.newsletterIssues[0]!;
const emailWith = (address: typeof content.company.address) =>
  renderIssueEmail({
    issue,
    posts: [],
    fromPost: null,
    company: { ...content.company, address },
    copy: content.newsletter.email,
    siteUrl: "https://www.whiskerwalks.nyc",
  });

describe("the postal address at the foot of every issue", () => {
  it("is none while the settings hold no street address or PO box: the newsletter then does not send", () => {
    expect(postalAddress({ locality: "New York", region: "NY" })).toBeNull();
    expect(
      postalAddress({ street: "  ", postalCode: "11201", locality: "New York", region: "NY" }),
    ).toBeNull();
  });

  it("is written out in both parts of the e-mail once it is filled in", async () => {
    const address = { ...content.company.address, street: "PO Box 1895", postalCode: "11201" };
    const line = `PO Box 1895, ${address.locality}, ${address.region} 11201`;
    expect(postalAddress(address)).toBe(line);
    const email = await emailWith(address);
    expect(email.html).toContain(line);
    expect(email.text).toContain(line);
  });
});
