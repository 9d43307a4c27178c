import { sizeInWords } from "../size-in-words.ts";
import busboy from "busboy";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import { pipeline } from "node:stream/promises";

/** The most any form sends: the longest message allowed is 5,000 characters, a small fraction of this. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A submission we refuse: the status and a one-line message for the sender. */
export class SubmissionError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  constructor(status: number, message: string, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

export type BodyKind = "json" | "urlencoded" | "multipart";

/** A request body with its headers: Node's IncomingMessage is one; requestBody() makes one of a web Request. */
export type BodySource = AsyncIterable<Uint8Array> & { headers: IncomingHttpHeaders };

/** A web Request (what React Router's actions receive) as a body source, read with the same limits. */
export function requestBody(request: Request): BodySource {
  const body = request.body;
  return {
    headers: Object.fromEntries(request.headers),
    async *[Symbol.asyncIterator]() {
      if (!body) return;
      const reader = body.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          yield value;
        }
      } finally {
        reader.releaseLock();
      }
    },
  };
}

const MEDIA_TYPES: Record<string, BodyKind> = {
  "application/json": "json",
  "application/x-www-form-urlencoded": "urlencoded",
  "multipart/form-data": "multipart",
};

const KIND_NAMES: Record<BodyKind, string> = {
  json: "JSON (application/json)",
  urlencoded: "a form (application/x-www-form-urlencoded)",
  multipart: "a form (multipart/form-data)",
};

/** The body's kind from its Content-Type, refusing (415) types the endpoint does not take and charsets but UTF-8. */
export function bodyKind(req: Pick<BodySource, "headers">, accepted: readonly BodyKind[]): BodyKind {
  const header = req.headers["content-type"] ?? "";
  const [type = "", ...params] = header.split(";").map((part) => part.trim());
  const kind = MEDIA_TYPES[type.toLowerCase()];
  const expected = accepted.map((value) => KIND_NAMES[value]).join(" or ");
  if (!kind || !accepted.includes(kind)) {
    throw new SubmissionError(415, `Unsupported content type${type ? ` ${type}` : ""}: send ${expected}.`);
  }
  const charset = params
    .find((param) => param.toLowerCase().startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/"/g, "")
    .toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8") {
    throw new SubmissionError(415, `Unsupported charset ${charset}: send the body as UTF-8.`);
  }
  return kind;
}

/**
 * Reads the body, refusing it (413) as soon as it passes the limit: a declared Content-Length over the limit is
 * refused before a byte is read.
 */
export async function readBody(req: BodySource, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const tooLarge = () =>
    new SubmissionError(413, `The submission is too large: the limit is ${sizeInWords(limit)}.`);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new SubmissionError(400, "The body is not valid UTF-8 text.");
  }
}

export type Fields = Record<string, unknown>;

/** What any form may send, whatever its kind: as many fields, names as long. */
const FIELD_LIMITS = { fields: 60, nameLength: 100 } as const;

const nameTooLong = () =>
  new SubmissionError(413, `A field name is too long: the limit is ${FIELD_LIMITS.nameLength} characters.`);

function addField(fields: Record<string, string>, name: string, value: string) {
  // Postgres text cannot hold a NUL character; no form ever sends one.
  if (name.includes("\0")) throw new SubmissionError(400, "A field name contains a NUL character.");
  if (name.length > FIELD_LIMITS.nameLength) throw nameTooLong();
  if (Object.hasOwn(fields, name)) throw new SubmissionError(400, `${name}: send this field once.`, name);
  if (Object.keys(fields).length >= FIELD_LIMITS.fields) {
    throw new SubmissionError(400, "The form has too many fields.");
  }
  fields[name] = value;
}

function parseJson(body: Buffer): Fields {
  let value: unknown;
  try {
    value = JSON.parse(decodeUtf8(body));
  } catch (error) {
    if (error instanceof SubmissionError) throw error;
    throw new SubmissionError(400, "The body is not valid JSON.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw new SubmissionError(400, "The body must be a JSON object.");
  }
  return value as Fields;
}

/** One name or value of a urlencoded form: browsers never send a broken %-escape, so one is refused, not guessed at. */
function decodeFormText(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    throw new SubmissionError(400, "The form is malformed: it has a broken %-escape.");
  }
}

function parseUrlencoded(body: Buffer): Fields {
  const fields: Record<string, string> = {};
  for (const pair of decodeUtf8(body).split("&")) {
    if (!pair) continue;
    const equals = pair.indexOf("=");
    const name = decodeFormText(equals === -1 ? pair : pair.slice(0, equals));
    addField(fields, name, equals === -1 ? "" : decodeFormText(pair.slice(equals + 1)));
  }
  return fields;
}

/**
 * A multipart parser with the forms' limits, taking `files` files of at most `fileSize` bytes: its text fields are
 * gathered into `fields`, and the first refusal is kept (`failure()`), for the caller to answer once it has read.
 */
function multipartParser(req: Pick<BodySource, "headers">, files: number, fileSize?: number) {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defCharset: "utf8",
      limits: {
        fields: FIELD_LIMITS.fields,
        parts: FIELD_LIMITS.fields,
        files,
        ...(fileSize === undefined ? {} : { fileSize }),
        fieldSize: MAX_BODY_BYTES,
        fieldNameSize: FIELD_LIMITS.nameLength,
      },
    });
  } catch {
    throw new SubmissionError(400, "The form is malformed: its multipart boundary is missing.");
  }
  const fields: Record<string, string> = {};
  let failure: SubmissionError | undefined;
  const fail = (error: SubmissionError) => (failure ??= error);
  parser.on("field", (name, value, info) => {
    if (info.nameTruncated) fail(nameTooLong());
    else if (info.valueTruncated) fail(new SubmissionError(413, `${name}: too long.`, name));
    try {
      addField(fields, name, value);
    } catch (error) {
      fail(error as SubmissionError);
    }
  });
  parser.on("fieldsLimit", () => fail(new SubmissionError(400, "The form has too many fields.")));
  parser.on("partsLimit", () => fail(new SubmissionError(400, "The form has too many fields.")));
  return { parser, fields, fail, failure: () => failure };
}

function parseMultipart(req: Pick<BodySource, "headers">, body: Buffer): Promise<Fields> {
  return new Promise((resolve, reject) => {
    let form: ReturnType<typeof multipartParser>;
    try {
      form = multipartParser(req, 0);
    } catch (error) {
      reject(error as SubmissionError);
      return;
    }
    const { parser, fields, fail, failure } = form;
    parser.on("file", (name, stream) => {
      stream.resume();
      fail(new SubmissionError(400, `${name}: files are not accepted.`, name));
    });
    parser.on("filesLimit", () => fail(new SubmissionError(400, "Files are not accepted.")));
    parser.on("error", () => reject(new SubmissionError(400, "The form is malformed.")));
    parser.on("close", () => {
      const failed = failure();
      if (failed) reject(failed);
      else resolve(fields);
    });
    parser.end(body);
  });
}

/** Reads and parses the body of an accepted kind into its fields. */
export async function readFields(
  req: BodySource,
  accepted: readonly BodyKind[],
): Promise<{ kind: BodyKind; fields: Fields }> {
  const kind = bodyKind(req, accepted);
  const body = await readBody(req);
  if (kind === "json") return { kind, fields: parseJson(body) };
  if (kind === "urlencoded") return { kind, fields: parseUrlencoded(body) };
  return { kind, fields: await parseMultipart(req, body) };
}

/**
 * The named fields as text: absent ones stay undefined; anything but a string (a number, a list), or text with a NUL
 * character (which Postgres cannot store), is refused.
 */
export function textFields<const Name extends string>(
  fields: Fields,
  names: readonly Name[],
  prefix = "",
): Record<Name, string | undefined> {
  const result = {} as Record<Name, string | undefined>;
  for (const name of names) {
    const value = fields[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") {
      throw new SubmissionError(400, `${prefix}${name}: must be text.`, name);
    }
    if (value.includes("\0")) {
      throw new SubmissionError(400, `${prefix}${name}: contains a NUL character.`, name);
    }
    result[name] = value;
  }
  return result;
}

/** A ticked checkbox: browsers send its value ("on" by default); JSON clients may send true. */
export function isTicked(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== "string") return false;
  return !["", "false", "0", "off", "no"].includes(value.trim().toLowerCase());
}

export type Upload = {
  /** The form's text fields (at most 64 KB each). */
  fields: Fields;
  /** The one file, written to disk as it arrives; null when the form sent none (no file chosen, or an empty one). */
  file: { path: string; name: string; bytes: number } | null;
};

/**
 * A multipart form with one file: the file is streamed to `path` (created new, 0600) as it arrives, never held in
 * memory whole, and refused (413) as soon as it passes `limit`; a body declared larger is refused before a byte is
 * read. On any refusal the file is removed. Fields follow the forms' rules (readFields).
 */
export async function readUpload(
  req: BodySource,
  options: { field: string; path: string; limit: number },
): Promise<Upload> {
  bodyKind(req, ["multipart"]);
  const tooLarge = () =>
    new SubmissionError(
      413,
      `The file is too large: the limit is ${sizeInWords(options.limit)}.`,
      options.field,
    );
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > options.limit + MAX_BODY_BYTES) throw tooLarge();
  const { parser, fields, fail, failure } = multipartParser(req, 1, options.limit);
  let file: Upload["file"] = null;
  const writes: Promise<void>[] = [];
  parser.on("file", (name, stream, info) => {
    if (name !== options.field || file) {
      stream.resume();
      fail(new SubmissionError(400, `${name}: only one file is accepted here.`, name));
      return;
    }
    const written = { path: options.path, name: info.filename ?? "", bytes: 0 };
    file = written;
    stream.on("data", (chunk: Buffer) => (written.bytes += chunk.length));
    stream.on("limit", () => fail(tooLarge()));
    writes.push(pipeline(stream, createWriteStream(options.path, { flags: "wx", mode: 0o600 })));
  });
  parser.on("filesLimit", () => fail(new SubmissionError(400, "Send one file only.")));
  const closed = new Promise<void>((resolve, reject) => {
    parser.on("error", () => reject(new SubmissionError(400, "The form is malformed.")));
    parser.on("close", resolve);
  });
  closed.catch(() => undefined);
  try {
    // Fed chunk by chunk, waiting while the file catches up: a refusal stops reading at once.
    for await (const chunk of req) {
      if (failure()) break;
      if (!parser.write(chunk)) await new Promise((resolve) => parser.once("drain", resolve));
    }
    if (!failure()) {
      parser.end();
      await closed;
      await Promise.all(writes);
    }
    const failed = failure();
    if (failed) throw failed;
  } catch (error) {
    parser.destroy();
    await Promise.allSettled(writes);
    await rm(options.path, { force: true });
    throw error instanceof SubmissionError ? error : new SubmissionError(400, "The upload is malformed.");
  }
  // A file input left empty still sends a part, with no name and no bytes.
  const sent = file as Upload["file"];
  if (sent && sent.bytes === 0) {
    await rm(options.path, { force: true });
    return { fields, file: null };
  }
  return { fields, file: sent };
}
