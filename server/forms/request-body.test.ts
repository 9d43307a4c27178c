import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  bodyKind,
  isTicked,
  MAX_BODY_BYTES,
  readFields,
  SubmissionError,
  textFields,
} from "./request-body.ts";

function request(body: string | Buffer, headers: Record<string, string>): IncomingMessage {
  const stream = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  stream.headers = headers;
  return stream;
}

async function refusal(promise: Promise<unknown>): Promise<SubmissionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SubmissionError);
  return error as SubmissionError;
}

describe("content types", () => {
  it.each([
    ["application/json", "json"],
    ["application/json; charset=UTF-8", "json"],
    ["application/x-www-form-urlencoded", "urlencoded"],
    ["multipart/form-data; boundary=x", "multipart"],
  ])("%s is %s", (type, kind) => {
    expect(bodyKind(request("", { "content-type": type }), ["json", "urlencoded", "multipart"])).toBe(kind);
  });

  it.each(["text/plain", "", "application/xml", "application/json; charset=iso-8859-1"])(
    "refuses %j with 415",
    (type) => {
      expect(() => bodyKind(request("", { "content-type": type }), ["json"])).toThrow(
        expect.objectContaining({ status: 415 }),
      );
    },
  );
});

describe("reading fields", () => {
  it("parses JSON objects and refuses anything else", async () => {
    const ok = await readFields(request('{"a":"b"}', { "content-type": "application/json" }), ["json"]);
    expect(ok.fields).toEqual({ a: "b" });
    for (const body of ["{bad", "[1,2]", "null", '"text"']) {
      const error = await refusal(
        readFields(request(body, { "content-type": "application/json" }), ["json"]),
      );
      expect(error.status).toBe(400);
    }
  });

  it("refuses bytes that are not UTF-8", async () => {
    const body = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const error = await refusal(readFields(request(body, { "content-type": "application/json" }), ["json"]));
    expect(error.message).toBe("The body is not valid UTF-8 text.");
  });

  it("keeps unicode intact", async () => {
    const name = "Zoë 猫 🐈 مرحبا";
    const { fields } = await readFields(
      request(new URLSearchParams({ FNAME: name }).toString(), {
        "content-type": "application/x-www-form-urlencoded",
      }),
      ["urlencoded"],
    );
    expect(fields.FNAME).toBe(name);
  });

  it("refuses a field sent twice", async () => {
    const error = await refusal(
      readFields(
        request("EMAIL=a%40b.co&EMAIL=c%40d.co", { "content-type": "application/x-www-form-urlencoded" }),
        ["urlencoded"],
      ),
    );
    expect(error.message).toBe("EMAIL: send this field once.");
  });

  const form = (body: string) =>
    readFields(request(body, { "content-type": "application/x-www-form-urlencoded" }), ["urlencoded"]);

  it("decodes a form as browsers encode it, and refuses a broken %-escape rather than guess", async () => {
    expect((await form("a=Zo%C3%AB+%26+cats&b=&c")).fields).toEqual({ a: "Zoë & cats", b: "", c: "" });
    for (const broken of ["a=%zz", "a=%E0%A4%A", "a=%C3%28", "a%=1"]) {
      const error = await refusal(form(broken));
      expect(error.status, broken).toBe(400);
      expect(error.message).toBe("The form is malformed: it has a broken %-escape.");
    }
  });

  it("holds every kind of form to the same limits: 60 fields, names of 100 characters, no NUL in a name", async () => {
    const many = Array.from({ length: 61 }, (_, i) => `f${i}=1`).join("&");
    expect((await refusal(form(many))).message).toBe("The form has too many fields.");
    const long = await refusal(form(`${"n".repeat(101)}=1`));
    expect([long.status, long.message]).toEqual([
      413,
      "A field name is too long: the limit is 100 characters.",
    ]);
    expect((await refusal(form("no%00te=1"))).message).toBe("A field name contains a NUL character.");
  });

  it("refuses bodies over the limit, by their declared length or as they arrive", async () => {
    const big = "x".repeat(MAX_BODY_BYTES + 1);
    const declared = await refusal(
      readFields(
        request("{}", { "content-type": "application/json", "content-length": String(big.length) }),
        ["json"],
      ),
    );
    expect(declared.status).toBe(413);
    const streamed = await refusal(
      readFields(request(big, { "content-type": "application/json" }), ["json"]),
    );
    expect(streamed.status).toBe(413);
  });

  it("reads multipart fields and refuses files", async () => {
    const boundary = "b0undary";
    const part = (name: string, value: string, filename = "") =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n\r\n${value}\r\n`;
    const type = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const ok = await readFields(request(`${part("a", "1")}${part("b", "é")}--${boundary}--\r\n`, type), [
      "multipart",
    ]);
    expect(ok.fields).toEqual({ a: "1", b: "é" });
    const file = await refusal(
      readFields(request(`${part("f", "data", "x.txt")}--${boundary}--\r\n`, type), ["multipart"]),
    );
    expect(file.status).toBe(400);
    const noBoundary = await refusal(
      readFields(request("x", { "content-type": "multipart/form-data" }), ["multipart"]),
    );
    expect(noBoundary.status).toBe(400);
  });
});

describe("field values", () => {
  it("takes text, leaves absent fields undefined and refuses other types", () => {
    expect(textFields({ a: "x", c: null }, ["a", "b", "c"])).toEqual({ a: "x" });
    expect(() => textFields({ name: 42 }, ["name"], "template_params.")).toThrow(
      "template_params.name: must be text.",
    );
    expect(() => textFields({ name: ["a"] }, ["name"])).toThrow("name: must be text.");
  });

  it("refuses text with a NUL character, which Postgres cannot store", () => {
    expect(() => textFields({ name: "Ada\0" }, ["name"], "template_params.")).toThrow(
      "template_params.name: contains a NUL character.",
    );
  });

  it("reads a ticked checkbox the way browsers send it", () => {
    expect(isTicked("on")).toBe(true);
    expect(isTicked("yes")).toBe(true);
    expect(isTicked(true)).toBe(true);
    for (const value of [undefined, "", "false", "off", "0", false, 1]) expect(isTicked(value)).toBe(false);
  });
});
