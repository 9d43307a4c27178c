import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/**
 * The bad-input catalogue: malformed bodies, odd methods, paths and headers, sent exactly as given (no client
 * library tidying them up), for every route that takes a body. Each body is built around the route's own fields, so
 * a reader that let one through would act on them (store a message, mark one read, sign out) and the tests would see it.
 */

export type BodyKind = "json" | "urlencoded" | "multipart";

/** How a refusal reads: its status, and words the answer contains. */
export type Refusal = { status: number; message: RegExp };

export type MalformedBody = {
  name: string;
  /** The Content-Type sent; none when undefined. */
  contentType: string | undefined;
  body: Buffer;
  /** Sent in pieces with no Content-Length, as a streaming client does. */
  chunked?: boolean;
  /** The kind of body its Content-Type claims; null for a type no form reader takes. */
  kind: BodyKind | null;
  /** The form reader's refusal when the route takes this kind; null when it reads and the route judges the fields. */
  refusal: Refusal | null;
};

const URLENCODED = "application/x-www-form-urlencoded";
const BOUNDARY = "----WhiskerWalksBadInput";
const TWO_MEGABYTES = 2 * 1024 * 1024;

const TOO_LARGE: Refusal = { status: 413, message: /The submission is too large: the limit is 64 KB\./ };
const NAME_TOO_LONG: Refusal = {
  status: 413,
  message: /A field name is too long: the limit is 100 characters\./,
};
const BROKEN_ESCAPE: Refusal = {
  status: 400,
  message: /The form is malformed: it has a broken %-escape\./,
};
const NUL_VALUE: Refusal = { status: 400, message: /: contains a NUL character\./ };

type Part = { name: string; value: string | Buffer; filename?: string };

function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  return Buffer.concat([
    ...parts.map((part) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"\r\nContent-Type: text/plain` : ""}\r\n\r\n`,
        ),
        Buffer.from(part.value),
        Buffer.from("\r\n"),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

const partsOf = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

const mapValues = <T>(fields: Record<string, string>, change: (value: string) => T) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, change(value)]));

/** Every malformed body, built around a route's own fields (its CSRF token and the ids it acts on). */
export function malformedBodies(fields: Record<string, string>): MalformedBody[] {
  const encoded = new URLSearchParams(fields).toString();
  const json = JSON.stringify(fields);
  const form = (name: string, body: string | Buffer, refusal: Refusal | null): MalformedBody => ({
    name,
    contentType: URLENCODED,
    body: Buffer.from(body),
    kind: "urlencoded",
    refusal,
  });
  const jsonBody = (name: string, body: string, refusal: Refusal | null): MalformedBody => ({
    name,
    contentType: "application/json",
    body: Buffer.from(body),
    kind: "json",
    refusal,
  });
  const multipartBody = (
    name: string,
    body: Buffer,
    refusal: Refusal,
    contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  ): MalformedBody => ({ name, contentType, body, kind: "multipart", refusal });
  const other = (name: string, contentType: string | undefined, body: string): MalformedBody => ({
    name,
    contentType,
    body: Buffer.from(body),
    kind: null,
    refusal: null,
  });
  const huge = `${encoded}&note=${"x".repeat(TWO_MEGABYTES)}`;

  return [
    jsonBody("truncated JSON", json.slice(0, Math.ceil(json.length / 2)), {
      status: 400,
      message: /The body is not valid JSON\./,
    }),
    jsonBody("JSON nested 100,000 levels deep", "[".repeat(100_000) + "]".repeat(100_000), TOO_LARGE),
    // Deep, but inside the size limit: it reads, and the route finds none of its fields.
    jsonBody("JSON nested 30,000 levels deep", `{"nested":${"[".repeat(30_000)}${"]".repeat(30_000)}}`, null),
    jsonBody("lists where text is expected (JSON)", JSON.stringify(mapValues(fields, (value) => [value])), {
      status: 400,
      message: /: must be text\./,
    }),
    jsonBody(
      "a NUL character in JSON text",
      JSON.stringify(mapValues(fields, (value) => `${value}\u0000`)),
      NUL_VALUE,
    ),
    {
      ...jsonBody("JSON in Latin-1", json, { status: 415, message: /Unsupported charset iso-8859-1/ }),
      contentType: "application/json; charset=iso-8859-1",
    },

    multipartBody(
      "multipart with no boundary",
      multipart(partsOf(fields)),
      { status: 400, message: /The form is malformed: its multipart boundary is missing\./ },
      "multipart/form-data",
    ),
    multipartBody(
      "multipart whose boundary is not in the body",
      multipart(partsOf(fields)),
      { status: 400, message: /The form is malformed\./ },
      "multipart/form-data; boundary=another-boundary",
    ),
    multipartBody("multipart cut off in the middle", multipart(partsOf(fields)).subarray(0, -20), {
      status: 400,
      message: /The form is malformed\./,
    }),
    multipartBody(
      "a NUL byte in multipart values",
      multipart(partsOf(mapValues(fields, (value) => `${value}\0`))),
      NUL_VALUE,
    ),
    multipartBody(
      "a 1,000-character multipart field name",
      multipart([...partsOf(fields), { name: "n".repeat(1000), value: "x" }]),
      NAME_TOO_LONG,
    ),
    multipartBody(
      "a file where text is expected",
      multipart([...partsOf(fields), { name: "note", value: "purr", filename: "cat.txt" }]),
      { status: 400, message: /[Ff]iles are not accepted\./ },
    ),

    form("a broken %-escape (%E0%A4%A)", `${encoded}&note=%E0%A4%A`, BROKEN_ESCAPE),
    form("a broken %-escape (%zz)", `${encoded}&note=%zz`, BROKEN_ESCAPE),
    form("%-escapes that are not UTF-8 (%C3%28)", `${encoded}&note=%C3%28`, BROKEN_ESCAPE),
    form(
      "a NUL byte in each value (%00)",
      new URLSearchParams(mapValues(fields, (v) => `${v}\0`)).toString(),
      NUL_VALUE,
    ),
    form(
      "raw NUL bytes in each value",
      Object.entries(fields)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}\0\0`)
        .join("&"),
      NUL_VALUE,
    ),
    form("a NUL byte in a field name", `${encoded}&no%00te=1`, {
      status: 400,
      message: /A field name contains a NUL character\./,
    }),
    form("a 1,000-character field name", `${encoded}&${"n".repeat(1000)}=1`, NAME_TOO_LONG),
    form("a 60,000-character field name", `${encoded}&${"n".repeat(60_000)}=1`, NAME_TOO_LONG),
    form("each field twice", `${encoded}&${encoded}`, { status: 400, message: /: send this field once\./ }),
    form(
      "lists in brackets (name[]=...)",
      `${Object.keys(fields)
        .map((name) => `${name}%5B%5D=a&${name}%5B%5D=b`)
        .join("&")}&${encoded}`,
      { status: 400, message: /\[\]: send this field once\./ },
    ),
    form("61 more fields", `${encoded}&${Array.from({ length: 61 }, (_, i) => `extra${i}=1`).join("&")}`, {
      status: 400,
      message: /The form has too many fields\./,
    }),
    form(
      "bytes that are not UTF-8",
      Buffer.concat([Buffer.from(`${encoded}&note=`), Buffer.from([0xc3, 0x28])]),
      {
        status: 400,
        message: /The body is not valid UTF-8 text\./,
      },
    ),
    {
      ...form("a form in Latin-1", encoded, { status: 415, message: /Unsupported charset iso-8859-1/ }),
      contentType: `${URLENCODED}; charset=iso-8859-1`,
    },
    form("an empty body", "", null),
    form("a 2 MB body", huge, TOO_LARGE),
    { ...form("a 2 MB body with no length (chunked)", huge, TOO_LARGE), chunked: true },

    other("plain text", "text/plain", encoded),
    other("XML", "application/xml", `<form><note>purr</note></form>`),
    other("no content type", undefined, encoded),
    other("a garbage content type", "!!!;;;===", encoded),
  ];
}

/** What the form reader answers a body with, for a route that takes the given kinds. */
export function expectedRefusal(body: MalformedBody, accepts: readonly BodyKind[]): Refusal | null {
  if (!body.kind || !accepts.includes(body.kind)) {
    return { status: 415, message: /Unsupported content type/ };
  }
  return body.refusal;
}

/**
 * Addresses whose query asks for something that cannot be: each route's refusal. The insights dashboard and its CSV
 * with dates that are not days (month 13, February 30) or a range that ends before it starts.
 */
export const IMPOSSIBLE_QUERIES: { path: string; refusal: Refusal }[] = [
  ...["/admin/insights", "/admin/insights.csv?chart=pages&", "/admin/insights.data"].flatMap((route) => {
    const at = (query: string) => `${route}${route.endsWith("&") ? "" : "?"}${query}`;
    const notDays: Refusal = { status: 400, message: /Give both dates of the range as YYYY-MM-DD/ };
    return [
      { path: at("from=2026-13-01&to=2026-12-01"), refusal: notDays },
      { path: at("from=2026-02-30&to=2026-03-01"), refusal: notDays },
      { path: at("from=2026-11-01&to=2026-11-00"), refusal: notDays },
      { path: at("from=9999-99-99&to=9999-99-99"), refusal: notDays },
      {
        path: at("from=2026-12-01&to=2026-11-01"),
        refusal: { status: 400, message: /The range must end on or after the day it starts\./ },
      },
    ];
  }),
];

/** Methods no route takes. */
export const ODD_METHODS = ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"] as const;

export type RawResponse = { status: number; headers: Record<string, string>; text: string };

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

/**
 * One request sent exactly as given (raw path, any method, any header, bytes as they are), on a connection of its
 * own, so a refused upload cannot stall the next case. The connection asks to be kept alive: the server then reads
 * and drops a refused body rather than closing on a client still sending it, and the answer arrives whole.
 */
export function sendRaw(
  baseURL: string,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer;
    chunked?: boolean;
  },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  const headers = { ...options.headers };
  if (options.body && !options.chunked) headers["content-length"] = String(options.body.length);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<RawResponse>((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      { hostname, port, path: options.path, method: options.method, headers, agent },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            // Set-Cookie lines joined by newlines, other repeated headers by commas.
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(name === "set-cookie" ? "\n" : ", ") : (value ?? ""),
              ]),
            ),
            text: decoded(Buffer.concat(chunks), res.headers["content-encoding"]),
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(20_000, () =>
      req.destroy(new Error(`no answer in 20 s to ${options.method} ${options.path}`)),
    );
    // A server may answer a refused upload early and close: a write failing after its answer is no failure.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      const body = options.body ?? Buffer.alloc(0);
      // In pieces, stopping once answered, as browsers and curl do.
      for (let at = 0; at < body.length && !answered; at += 16 * 1024) {
        await new Promise((written) => req.write(body.subarray(at, at + 16 * 1024), written));
      }
      if (!answered) req.end();
    })();
  }).finally(() => agent.destroy());
}

/**
 * Bytes no HTTP client library would send (a broken header line, a bad chunk, CONNECT), written to the socket as
 * they are; the answer read back as status, headers and text.
 */
export function sendBytes(baseURL: string, bytes: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer in 20 s to ${bytes.slice(0, 40)}`)));
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...body] = raw.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers: Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
        ),
        text: body.join("\r\n\r\n"),
      });
    });
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** HTML as the words a person reads. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, entity: string) => ENTITIES[entity] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What the client is told, in words: a redirect's address, a plain or JSON message, a page's main text, or (for
 * React Router's data requests, which its own router draws) the payload.
 */
export function answerText(response: RawResponse): string {
  const type = response.headers["content-type"] ?? "";
  if (response.status >= 300 && response.status < 400) return response.headers.location ?? "";
  if (type.startsWith("application/json")) {
    // The form service's {error}; the inbox's refusals from an address without a page (the CSV) are {problem}.
    const body = JSON.parse(response.text) as { error?: unknown; problem?: unknown };
    const words = body.error ?? body.problem;
    return typeof words === "string" ? words : "";
  }
  if (type.startsWith("text/html")) {
    const main = /<main[\s\S]*<\/main>/i.exec(response.text)?.[0] ?? "";
    return visibleText(main);
  }
  return response.text.trim();
}

/** Signs of a failure on our side in an answer: React Router's hidden server error, a stack trace. */
export const SERVER_FAILURE =
  /Unexpected Server Error|SanitizedError|\n\s+at |something went wrong on our side/i;

/** The address a redirect sends the client to, from a page's Location or a data request's payload. */
export function redirectedTo(response: RawResponse): string | undefined {
  return (
    response.headers.location ?? /"redirect","([^"]+)"/.exec(response.text)?.[1]?.replace(/\\u002F/g, "/")
  );
}

/**
 * The content editor's API (routes/api.keystatic.ts), its media library (routes/admin.pictures.ts) and its list of
 * posts (routes/admin.posts.ts): each address
 * in several spellings, so a check made on one spelling cannot be stepped around with another (issue 25). Every
 * malformed body goes to each, with the session's CSRF token as the editor sends it (a header).
 */
export const EDITOR_API_PATHS = [
  "/api/keystatic/update",
  "/api/keystatic//update",
  "/api/keystatic///update",
  "/api/keystatic/upd%61te",
  "/api/keystatic/tree",
  "/api/keystatic/blob/0000/content%2F..%2F..%2F.env",
  "/api/keystatic/%E0%A4%A",
  "/api/keystatic/github/oauth/callback",
  "/admin/pictures",
  "/admin/posts",
] as const;

/** A JSON update an editor could send, writing a file no staff may write: a lenient check would write it. */
export function editorUpdateBody(path = "content/blog/bad-input.html"): Buffer {
  return Buffer.from(
    JSON.stringify({
      additions: [{ path, contents: Buffer.from("<script>alert(1)</script>").toString("base64url") }],
      deletions: [],
    }),
  );
}
