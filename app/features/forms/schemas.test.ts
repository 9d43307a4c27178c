import { describe, expect, it } from "vitest";
import { contactTemplateParams, MAX_FIELD_LENGTH, normaliseMobile } from "./field-rules.ts";
import {
  adventureApplicationSchema,
  contactFormSchema,
  contactMessageSchema,
  newsletterSchema,
} from "./schemas.ts";
import { validate } from "./validate.ts";

const validContact = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello", consent: true };
const validAdventure = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  mobile: "(212) 555-0142",
  cat_name: "Babbage",
  rules_accept: true,
  waiver_accept: true,
};

describe("e-mail addresses", () => {
  it.each([
    "ada@example.com",
    "Ada.Lovelace+cats@mail.example.co.uk",
    "o'brien@example.ie",
    "first_last-2@sub.example.nyc",
    "josé.garcía@correo.example.es",
    "ada@xn--80ak6aa92e.xn--p1ai",
  ])("takes %s", (email) => {
    expect(validate(contactFormSchema, { ...validContact, email }).ok).toBe(true);
  });

  it.each([
    "eve@example.com?cc=spy%40evil.example&bcc=spy@evil.example",
    "eve@example.com&cc=spy@evil.example",
    "eve?cc=spy@example.com",
    "eve%40evil.example@example.com",
    "eve@example.com#x",
    "eve@exa mple.com",
    "eve@@example.com",
    "eve@example",
    "eve@example.c",
    "eve@-example.com",
    "eve@example-.com",
    ".eve@example.com",
    "eve.@example.com",
    "e..ve@example.com",
    '"eve"@example.com',
    "eve@[127.0.0.1]",
    "eve@example.com\nBcc: spy@evil.example",
    "eve/spy=1@example.com",
  ])("refuses %s", (email) => {
    const result = validate(contactFormSchema, { ...validContact, email });
    expect(result.ok ? "" : result.errors.email).toBe("Please enter a valid email address");
  });
});

describe("contact form", () => {
  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ name: "   " }, "name", "Name is required"],
    [{ name: " A " }, "name", "Name must be at least 2 characters"],
    [{ email: "" }, "email", "Email address is required"],
    [{ email: "ada@" }, "email", "Please enter a valid email address"],
    [{ email: "ada example.com" }, "email", "Please enter a valid email address"],
    [{ consent: false }, "consent", "You must agree to receive updates"],
  ])("%o gives %s: %s", (change, field, message) => {
    const result = validate(contactFormSchema, { ...validContact, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(message);
  });

  it("accepts a valid form, trims it, and fills in the spec's defaults for the sent values", () => {
    const result = validate(contactFormSchema, { ...validContact, name: "  Ada  ", message: "   " });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.name).toBe("Ada");
      expect(contactTemplateParams(result.data)).toEqual({
        name: "Ada",
        email: "ada@example.com",
        phone: "Not provided",
        message: "No message provided",
      });
    }
  });

  it("reports every failing field at once, in field order", () => {
    const result = validate(contactFormSchema, { name: "", email: "", consent: false });
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(["name", "email", "consent"]);
  });

  it("the sent message needs the same name and email rules", () => {
    expect(
      validate(contactMessageSchema, { name: "A", email: "x@y.z", phone: "Not provided", message: "Hi" }).ok,
    ).toBe(false);
    expect(
      validate(contactMessageSchema, { name: "Al", email: "x@y.zz", phone: "Not provided", message: "Hi" })
        .ok,
    ).toBe(true);
  });
});

describe("mobile normalisation", () => {
  it.each([
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (212) 555-0142", "+12125550142"],
    ["(212) 555-0142", "+12125550142"],
    ["212.555.0142", "+12125550142"],
    ["44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+00442079460958"],
    ["12345", "+12345"],
    ["  ", ""],
    ["call me", ""],
  ])("%s becomes %s", (raw, normalised) => {
    expect(normaliseMobile(raw)).toBe(normalised);
  });
});

describe("adventure application", () => {
  it.each([
    [{ first_name: " " }, "first_name", "First name is required"],
    [{ last_name: "" }, "last_name", "Last name is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "cat@home" }, "email", "Enter a valid email address"],
    [{ mobile: "" }, "mobile", "Mobile is required"],
    [{ mobile: "12345" }, "mobile", "Enter a valid mobile in international format"],
    [{ mobile: "0044 20 7946 0958" }, "mobile", "Enter a valid mobile in international format"],
    [{ mobile: "+1234567890123456" }, "mobile", "Enter a valid mobile in international format"],
    [{ cat_name: "" }, "cat_name", "Cat name is required"],
    [{ rules_accept: false }, "rules_accept", "Please confirm you've read the safety rules"],
    [{ waiver_accept: false }, "waiver_accept", "Please accept the liability waiver"],
  ])("%o gives %s: %s", (change, field, message) => {
    const result = validate(adventureApplicationSchema, { ...validAdventure, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(message);
  });

  it("normalises the mobile in the parsed data", () => {
    const result = validate(adventureApplicationSchema, validAdventure);
    expect(result.ok && result.data.mobile).toBe("+12125550142");
  });

  it("accepts the shortest and longest international numbers", () => {
    expect(validate(adventureApplicationSchema, { ...validAdventure, mobile: "+12345678" }).ok).toBe(true);
    expect(validate(adventureApplicationSchema, { ...validAdventure, mobile: "+123456789012345" }).ok).toBe(
      true,
    );
    expect(validate(adventureApplicationSchema, { ...validAdventure, mobile: "+1234567" }).ok).toBe(false);
  });
});

describe("newsletter", () => {
  it("needs only a valid email", () => {
    expect(validate(newsletterSchema, { EMAIL: "a@b.co" }).ok).toBe(true);
    const bad = validate(newsletterSchema, { EMAIL: "nope" });
    expect(bad.ok ? null : bad.errors.EMAIL).toBe("Please enter a valid email address");
  });

  it("refuses a first name of spaces when the form sends one, and names the field that is too long", () => {
    const blank = validate(newsletterSchema, { EMAIL: "a@b.co", FNAME: "   " });
    expect(blank.ok ? null : blank.errors.FNAME).toBe("First name is required");
    const long = validate(newsletterSchema, {
      EMAIL: "a@b.co",
      FNAME: "Ada",
      LNAME: "L".repeat(MAX_FIELD_LENGTH.name + 1),
    });
    expect(long.ok ? null : long.errors.LNAME).toBe(
      `Please keep your last name under ${MAX_FIELD_LENGTH.name} characters`,
    );
    const named = validate(newsletterSchema, { EMAIL: "a@b.co", FNAME: " Ada ", LNAME: "" });
    expect(named.ok && [named.data.FNAME, named.data.LNAME]).toEqual(["Ada", ""]);
  });
});
