import { describe, expect, it } from "vitest";
import { contactFormTarget } from "./contact-post.ts";

const ours = { origin: "", publicKey: "pk", serviceId: "svc", templateId: "tpl", blockHeadless: false };

describe("where the contact form posts without JavaScript", () => {
  it("posts to this site's contact page by default, with nothing hidden", () => {
    expect(contactFormTarget(ours)).toEqual({ action: "/contact", hidden: [] });
  });

  it("posts to EmailJS's form endpoint when EmailJS is configured, with the identifiers it requires", () => {
    expect(contactFormTarget({ ...ours, origin: "https://api.emailjs.com" })).toEqual({
      action: "https://api.emailjs.com/api/v1.0/email/send-form",
      encType: "multipart/form-data",
      hidden: [
        ["user_id", "pk"],
        ["service_id", "svc"],
        ["template_id", "tpl"],
        ["phone", "Not provided"],
      ],
    });
  });
});
