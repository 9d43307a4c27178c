import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailSettings, staff } from "../../db/schema.ts";
import { readMailSetup } from "../../app/features/admin/mail-setup.ts";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import {
  createMailSettings,
  mailKey,
  mailProblemField,
  mailProblemInWords,
  openSecret,
  sealSecret,
} from "./mail-settings.ts";
import { keepReceived, type Received } from "../testing/smtp-capture.ts";

const received: Received[] = [];
/** A mail server that takes one user name and password, as a provider's does. */
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS"],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === "olive@example.com" && auth.password === "cat nap at noon")
      return callback(null, { user: auth.username });
    callback(Object.assign(new Error("5.7.8 Username and Password not accepted"), { responseCode: 535 }));
  },
  onData: keepReceived(received),
});

let handle: DatabaseHandle;
let port: number;
let by: { actor: { id: number; name: string; email: string }; clientHash: string };
const key = mailKey("a link secret for the tests");

beforeAll(async () => {
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  port = (smtp.server.address() as AddressInfo).port;
  handle = await openTestDatabase();
  const [person] = await handle.db
    .insert(staff)
    .values({ name: "Olive Owner", email: "olive@example.com", role: "owner", passkeyUserId: "x" })
    .returning();
  by = { actor: { id: person!.id, name: person!.name, email: person!.email }, clientHash: "test" };
}, 120_000);

afterAll(async () => {
  await handle?.close();
  smtp.close();
}, 60_000);

describe("the sealed mail password", () => {
  it("opens only with the key it was sealed with, and never reads as itself", () => {
    const sealed = sealSecret(key, "cat nap at noon");
    expect(sealed).not.toContain("cat nap");
    expect(sealSecret(key, "cat nap at noon")).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe("cat nap at noon");
    expect(openSecret(mailKey("another link secret, another server"), sealed)).toBeNull();
    // One character changed well inside the text: the last ones of base64 may carry only padding bits, and changing
    // those changes no byte (the last two, replaced by "BB", left a last byte of 0x04 as it was: 1 run in 256).
    const at = sealed.length - 5;
    const tampered = sealed.slice(0, at) + (sealed[at] === "A" ? "B" : "A") + sealed.slice(at + 1);
    expect(openSecret(key, tampered)).toBeNull();
  });
});

describe("the mail settings form", () => {
  it("takes a provider's details and refuses what is not, in words", () => {
    const good = readMailSetup({
      host: " smtp://smtp.example.com/ ",
      port: "587",
      username: "olive@example.com",
      password: "x",
      from: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
    });
    expect(good).toMatchObject({ ok: true, setup: { host: "smtp.example.com", port: 587 } });
    const bad = readMailSetup({
      host: "smtp example",
      port: "70000",
      username: "",
      password: "",
      from: "hello",
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(["from", "host", "port"]);
    expect(bad.errors.port).toMatch(/587/);
  });
});

describe("a mail server's problem", () => {
  const where = "The mail server at smtp.example.com:587";
  // Errors as nodemailer raises them: a code of its own, and the socket's or the TLS library's message.
  const problems = [
    {
      error: { code: "ESOCKET", message: "connect ECONNREFUSED 10.0.0.1:587" },
      words: /refused the connection/,
      field: "port",
    },
    {
      error: { code: "EDNS", message: "getaddrinfo ENOTFOUND smtp.exmaple.com" },
      words: /^No mail server could be found at smtp\.example\.com:587/,
      field: "host",
    },
    {
      error: {
        code: "ESOCKET",
        message: "140:error:0A00010B:SSL routines:ssl3_get_record:wrong version number",
      },
      words: /try the other one/,
      field: "port",
    },
    {
      error: { code: "ESOCKET", message: "Hostname/IP does not match certificate's altnames" },
      words: /security certificate/,
      field: "host",
    },
    {
      error: { code: "ETIMEDOUT", message: "Greeting never received" },
      words: /did not answer in time/,
      field: "port",
    },
    {
      error: { code: "EAUTH", message: "Invalid login", response: "535 5.7.8 Bad credentials" },
      words: /turned down the user name and password\. It said: "535 5\.7\.8 Bad credentials"/,
      field: "password",
    },
    {
      error: { code: "ECONNECTION", message: "Connection closed unexpectedly" },
      words: /could not be reached/,
      field: "port",
    },
    {
      error: { code: "EENVELOPE", message: "Mailbox unavailable", response: "550 No such user" },
      words: /refused the message\. It said: "550 No such user"/,
      field: null,
    },
    { error: { message: "Something else" }, words: /answered with a problem: Something else/, field: null },
  ] as const;

  it("is told in words, and the Settings form marks the field those words ask the owner to check", () => {
    for (const { error, words, field } of problems) {
      expect(mailProblemInWords(error, where), error.message).toMatch(words);
      expect(mailProblemField(error), error.message).toBe(field);
    }
  });
});

describe("the mail server set up under Settings", { timeout: 60_000 }, () => {
  it("is stored sealed, read by a second server at once, tested in words, and SMTP_URL wins", async () => {
    const one = createMailSettings(handle.db, { key, defaultFrom: "Fallback <fallback@example.com>" });
    const two = createMailSettings(handle.db, { key, defaultFrom: "Fallback <fallback@example.com>" });
    expect(await two.current()).toBeNull();
    expect((await one.test("olive@example.com", "Whisker Walks NYC")).ok).toBe(false);

    await one.save(
      {
        host: "127.0.0.1",
        port,
        username: "olive@example.com",
        password: "wrong password",
        from: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
      },
      by,
    );
    const [row] = await handle.db.select().from(mailSettings);
    expect(row?.passwordSealed).not.toContain("wrong password");
    const refused = await two.test("olive@example.com", "Whisker Walks NYC");
    expect(refused).toMatchObject({ ok: false });
    expect(refused.text).toMatch(/turned down the user name and password/);
    expect(refused.text).toMatch(/Username and Password not accepted/);

    // Saved on one server, in force on the other with no restart; a blank password keeps the saved one.
    await one.save(
      {
        host: "127.0.0.1",
        port,
        username: "olive@example.com",
        password: "cat nap at noon",
        from: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
      },
      by,
    );
    await one.save(
      {
        host: "127.0.0.1",
        port,
        username: "olive@example.com",
        password: "",
        from: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
      },
      by,
    );
    const accepted = await two.test("olive@example.com", "Whisker Walks NYC");
    expect(accepted.text).toMatch(/took the test e-mail for olive@example\.com/);
    expect(accepted.text).toMatch(/It answered: "250/);
    expect(accepted.ok).toBe(true);
    expect(received.at(-1)?.raw).toMatch(/From: Whisker Walks NYC <hello@whiskerwalks\.nyc>/);

    const current = await two.current();
    expect(current?.from).toBe("Whisker Walks NYC <hello@whiskerwalks.nyc>");
    await current!.transport.sendMail({
      from: current!.from,
      to: "reader@example.com",
      subject: "Hi",
      text: "Hi",
    });
    expect(received.at(-1)?.to).toBe("reader@example.com");
    expect(await two.view()).toMatchObject({
      source: "settings",
      hasPassword: true,
      passwordUnreadable: false,
    });

    // A server with another link secret cannot open the password: it says so, and sends nothing.
    const stranger = createMailSettings(handle.db, {
      key: mailKey("not the same secret at all"),
      defaultFrom: "x",
    });
    expect(await stranger.current()).toBeNull();
    expect(await stranger.view()).toMatchObject({ passwordUnreadable: true });

    // The operator's SMTP_URL wins, and the screen says where mail goes.
    const operated = createMailSettings(handle.db, {
      key,
      smtpUrl: "smtp://mail.example.net:2525",
      defaultFrom: "Fallback <fallback@example.com>",
    });
    expect(await operated.view()).toEqual({ source: "operator", host: "mail.example.net", port: 2525 });
    expect((await operated.current())?.from).toBe("Fallback <fallback@example.com>");

    await one.clear(by);
    expect(await two.current()).toBeNull();
    one.close();
    two.close();
  });

  it("is tried before it is saved: connected to and signed in to, with what went wrong in words and where", async () => {
    const settings = createMailSettings(handle.db, { key, defaultFrom: "x" });
    const olive = {
      host: "127.0.0.1",
      port,
      username: "olive@example.com",
      password: "cat nap at noon",
      from: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
    };
    const sent = received.length;
    expect(await settings.check(olive)).toEqual({ ok: true });
    expect(received).toHaveLength(sent);

    const wrong = await settings.check({ ...olive, password: "wrong password" });
    expect(wrong).toMatchObject({ ok: false, field: "password" });
    expect(wrong.ok || wrong.text).toMatch(
      new RegExp(`^The mail server at 127\\.0\\.0\\.1:${port} turned down the user name and password\\.`),
    );

    // Nothing listens on a port just closed.
    const closed = new SMTPServer({ logger: false });
    closed.listen(0, "127.0.0.1");
    await once(closed.server, "listening");
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nobody = await settings.check({ ...olive, port: closedPort });
    expect(nobody).toEqual({
      ok: false,
      field: "port",
      text: `The mail server at 127.0.0.1:${closedPort} refused the connection: nothing takes e-mail on that port. Check the server's address and the port: most providers want 587, some 465.`,
    });

    // A blank password is the saved one, as Save keeps it; for another user name it is blank.
    await settings.save(olive, by);
    expect(await settings.check({ ...olive, password: "" })).toEqual({ ok: true });
    expect(await settings.check({ ...olive, username: "someone@example.com", password: "" })).toMatchObject({
      ok: false,
      field: "password",
    });
    await settings.clear(by);
    settings.close();
  });
});
