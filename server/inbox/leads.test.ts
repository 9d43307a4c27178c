import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../../app/content/read-content.ts";
import { fillLaterTokens } from "../../app/content/tokens.ts";
import { newsletterSignups, subscribers } from "../../db/schema.ts";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createInbox, type Inbox } from "./inbox.ts";
import { consentVersion, type ConfirmationMail, type SignupRequest } from "./newsletter.ts";
import type { MailTransport } from "./outbox.ts";
import type { ChangedBy } from "../staff/audit.ts";

/** The e-mails as the build reads them. */
const content = readContent();
let handle: DatabaseHandle;
let inbox: Inbox;
/** The guide who answers the requests below (a real account: the audit trail names its author). */
let margo: ChangedBy;
const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
const transport: MailTransport = {
  async sendMail(message) {
    sent.push(message);
  },
};

const mail: ConfirmationMail = (links) => ({
  subject: content.newsletterConfirmation.subject,
  body: fillLaterTokens(content.newsletterConfirmation.body, { ...links, pendingDays: 30 }),
});

const signup = (email: string, extra: Partial<SignupRequest> = {}): SignupRequest => ({
  email,
  firstName: "Nora",
  lastName: "",
  tags: "website-home",
  form: "home",
  consentWording: content.newsletter.homeConsent,
  clientHash: "client-a",
  ...extra,
});

/** The path of a link in an e-mail's body: the confirmation link, or the unsubscribe link. */
function linkIn(body: string, kind: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`https://www\\.whiskerwalks\\.nyc/newsletter/${kind}/([^\\s]+)`).exec(body);
  expect(match, `a ${kind} link in:\n${body}`).not.toBeNull();
  return match![1]!;
}

async function mailTo(address: string) {
  return (await inbox.outbox.list("waiting")).filter((row) => row.recipient === address);
}

/** Moves a sign-up's clock back, as if it had been made that many minutes ago. */
async function age(address: string, minutes: number) {
  const [row] = await handle.db.select().from(subscribers).where(eq(subscribers.email, address));
  await handle.db
    .update(newsletterSignups)
    .set({
      createdAt: sql`${newsletterSignups.createdAt} - make_interval(mins => ${minutes})`,
      lastSentAt: sql`${newsletterSignups.lastSentAt} - make_interval(mins => ${minutes})`,
    })
    .where(eq(newsletterSignups.subscriberId, row!.id));
}

beforeAll(async () => {
  handle = await openTestDatabase();
  inbox = createInbox(handle.db, {
    mailFrom: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
    siteUrl: "https://www.whiskerwalks.nyc",
    linkSecret: "a link secret for the tests",
    transport,
  });
  const owner = await inbox.people.createOwner(
    { name: "Guide Margo", email: "margo@example.com", password: "margo walks the promenade daily" },
    "client-staff",
  );
  if (!owner.ok) throw new Error(owner.text);
  margo = { actor: owner.person, clientHash: "client-staff" };
}, 60_000);

afterAll(async () => {
  await inbox.outbox.stop();
  await handle.close();
});

describe("the newsletter's double opt-in", () => {
  it("keeps a sign-up pending, with its consent evidence, and e-mails a confirmation link", async () => {
    expect(await inbox.newsletter.signUp(signup("Nora@Example.com"), mail)).toBe("sent");
    const { rows, active, pending } = await inbox.subscribers.search({ query: "nora@", page: 1 });
    expect(rows[0]).toMatchObject({ email: "nora@example.com", status: "pending", consent: false });
    expect(rows[0]!.signup).toMatchObject({
      form: "home",
      consentWording: content.newsletter.homeConsent,
      consentVersion: consentVersion(content.newsletter.homeConsent),
      clientHash: "client-a",
      confirmedAt: null,
    });
    expect([active, pending]).toEqual([0, 1]);
    const [email] = await mailTo("nora@example.com");
    expect(email).toMatchObject({ subject: content.newsletterConfirmation.subject, status: "queued" });
    expect(email!.unsubscribeUrl).toMatch(/^https:\/\/www\.whiskerwalks\.nyc\/newsletter\/unsubscribe\//);
    expect(email!.body).toContain(email!.unsubscribeUrl);
    expect(await inbox.subscribers.exportCsv()).not.toContain("nora@example.com");
  });

  it("re-sends while pending, but not more than once in ten minutes", async () => {
    expect(await inbox.newsletter.signUp(signup("nora@example.com"), mail)).toBe("too-soon");
    expect(await mailTo("nora@example.com")).toHaveLength(1);
    await age("nora@example.com", 11);
    expect(await inbox.newsletter.signUp(signup("nora@example.com"), mail)).toBe("sent");
    expect(await mailTo("nora@example.com")).toHaveLength(2);
  });

  it("subscribes once the link is followed; a second use changes nothing; a forged one is refused", async () => {
    const [latest] = await mailTo("nora@example.com");
    const token = linkIn(latest!.body, "confirm");
    expect(await inbox.newsletter.confirmation(token)).toBe("pending");
    expect(await inbox.newsletter.confirm(token)).toBe("confirmed");
    expect(await inbox.newsletter.confirmation(token)).toBe("used");
    expect(await inbox.newsletter.confirm(token)).toBe("used");
    expect(await inbox.newsletter.confirm(token.replace(/^\d+/, "999"))).toBe("invalid");
    const { rows, active } = await inbox.subscribers.search({ query: "nora@", page: 1 });
    expect(rows[0]).toMatchObject({
      status: "subscribed",
      consent: true,
      firstName: "Nora",
      tags: "website-home",
    });
    expect(rows[0]!.signup?.confirmedAt).toBeInstanceOf(Date);
    expect(active).toBe(1);
    const csv = await inbox.subscribers.exportCsv();
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      "email,first_name,last_name,status,consent,consented_at,signup_form,consent_version,tags,subscribed_at,updated_at,unsubscribed_at,unsubscribe_link",
    );
    expect(row).toContain("nora@example.com,Nora,,subscribed,yes,");
    expect(row).toContain(`,home,${consentVersion(content.newsletter.homeConsent)},`);
    expect(row).toContain(latest!.unsubscribeUrl);
  });

  it("unsubscribes by the link, and an address that signs up again stays unsubscribed until it confirms", async () => {
    const [latest] = await mailTo("nora@example.com");
    const token = linkIn(latest!.body, "unsubscribe");
    expect(inbox.newsletter.unsubscribeLinkValid(token)).toBe(true);
    expect(await inbox.newsletter.unsubscribe(token)).toBe("unsubscribed");
    expect(await inbox.newsletter.unsubscribe(token)).toBe("unsubscribed");
    expect(await inbox.newsletter.unsubscribe(`${token}x`)).toBe("invalid");
    await age("nora@example.com", 11);
    expect(await inbox.newsletter.signUp(signup("nora@example.com", { form: "footer" }), mail)).toBe("sent");
    const { rows, active } = await inbox.subscribers.search({ query: "nora@", page: 1 });
    expect(rows[0]).toMatchObject({ status: "unsubscribed", consent: false });
    expect(active).toBe(0);
    const [again] = await mailTo("nora@example.com");
    expect(await inbox.newsletter.confirm(linkIn(again!.body, "confirm"))).toBe("confirmed");
    expect((await inbox.subscribers.search({ query: "nora@", page: 1 })).rows[0]).toMatchObject({
      status: "subscribed",
      unsubscribedAt: null,
    });
  });

  it("unsubscribing from the confirmation e-mail cancels its link", async () => {
    await inbox.newsletter.signUp(signup("ida@example.com"), mail);
    const [email] = await mailTo("ida@example.com");
    await inbox.newsletter.unsubscribe(linkIn(email!.body, "unsubscribe"));
    expect(await inbox.newsletter.confirm(linkIn(email!.body, "confirm"))).toBe("used");
  });

  it("forgets addresses never confirmed after 30 days, with their e-mails, and keeps the rest", async () => {
    await inbox.newsletter.signUp(signup("late@example.com"), mail);
    await inbox.newsletter.signUp(signup("fresh@example.com"), mail);
    expect(await inbox.newsletter.expirePending()).toBe(0);
    await age("late@example.com", 30 * 24 * 60 + 1);
    await age("nora@example.com", 60 * 24 * 60);
    const [lateMail] = await mailTo("late@example.com");
    expect(await inbox.newsletter.confirmation(linkIn(lateMail!.body, "confirm"))).toBe("used");
    expect(await inbox.newsletter.expirePending()).toBe(1);
    const emails = (await inbox.subscribers.search({ query: "", page: 1 })).rows.map((row) => row.email);
    expect(emails).not.toContain("late@example.com");
    expect(emails).toEqual(
      expect.arrayContaining(["fresh@example.com", "nora@example.com", "ida@example.com"]),
    );
    expect(await mailTo("late@example.com")).toHaveLength(0);
  });

  it("writes sign-ups that arrive together as one batch, each with its own outcome and its own link", async () => {
    const addresses = [
      "pia@example.com",
      "Quin@Example.com",
      "fresh@example.com",
      "rey@example.com",
      "pia@example.com",
    ];
    const outcomes = await Promise.all(
      addresses.map((email) => inbox.newsletter.signUp(signup(email), mail)),
    );
    // fresh@ had hers a moment ago; Pia's second sign-up waits for the batch after her first, and is too soon by then.
    expect(outcomes).toEqual(["sent", "sent", "too-soon", "sent", "too-soon"]);
    for (const email of ["pia@example.com", "quin@example.com", "rey@example.com"]) {
      const sent = await mailTo(email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toContain(sent[0]!.unsubscribeUrl);
      expect(await inbox.newsletter.confirmation(linkIn(sent[0]!.body, "confirm"))).toBe("pending");
    }
    expect(await mailTo("fresh@example.com")).toHaveLength(1);
    // Each link confirms its own address and no other.
    expect(
      await inbox.newsletter.confirm(linkIn((await mailTo("quin@example.com"))[0]!.body, "confirm")),
    ).toBe("confirmed");
    const quin = await inbox.subscribers.search({ query: "quin@", page: 1 });
    const rey = await inbox.subscribers.search({ query: "rey@", page: 1 });
    expect([quin.rows[0]?.status, rey.rows[0]?.status]).toEqual(["subscribed", "pending"]);
  });

  it("sends newsletter e-mail with List-Unsubscribe and List-Unsubscribe-Post", async () => {
    inbox.outbox.start();
    await inbox.outbox.kick();
    const toFresh = sent.find((message) => message.to === "fresh@example.com");
    expect(toFresh?.headers).toEqual({
      "List-Unsubscribe": `<${(await inbox.outbox.list("done")).find((row) => row.recipient === "fresh@example.com")!.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

describe("private-tour requests", () => {
  const request = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    date1: "2027-03-09",
    date2: "2027-03-13",
    date3: "",
    guests: 12,
    occasion: "corporate" as const,
    neighborhood: "financial-district",
    accessibility: "One of us uses a cane.",
    message: "",
    consent: true as const,
  };
  const reply = (row: { name: string }, date: string) => ({
    subject: fillLaterTokens(content.privateTourReply.subject, { date }),
    body: fillLaterTokens(content.privateTourReply.body, { name: row.name, date }),
  });

  it("stores a request and finds it again only by its signed token", async () => {
    const id = await inbox.submissions.saveTourRequest(request, 480, "client-b");
    const token = inbox.tourRequests.confirmationToken(id);
    expect(await inbox.tourRequests.findByToken(token)).toMatchObject({
      id,
      preferredDates: ["2027-03-09", "2027-03-13"],
      guests: 12,
      estimate: 480,
      status: "new",
    });
    expect(await inbox.tourRequests.findByToken(`${id + 1}${token.slice(String(id).length)}`)).toBeNull();
    expect((await inbox.tourRequests.counts()).new).toBe(1);
  });

  it("drafts one reply for a preferred date, sends nothing until the guide sends it, then moves it to replied", async () => {
    const [first] = await inbox.tourRequests.list("new");
    const row = first!.request;
    expect(await inbox.tourRequests.draftReply(row.id, "2027-04-01", reply)).toEqual({
      ok: false,
      reason: "not-a-date",
    });
    const drafted = await inbox.tourRequests.draftReply(row.id, "2027-03-13", reply);
    expect(drafted.ok).toBe(true);
    expect(await inbox.tourRequests.draftReply(row.id, "2027-03-13", reply)).toEqual({
      ok: false,
      reason: "already-drafted",
    });
    await inbox.outbox.kick();
    expect(sent.some((message) => message.to === "ada@example.com")).toBe(false);
    expect((await inbox.tourRequests.counts()).new, "a draft is not a reply").toBe(1);
    const outboxId = drafted.ok ? drafted.outboxId : 0;
    expect(
      await inbox.outbox.sendDraft(outboxId, { subject: "Edited", body: "See you on the 13th." }, margo),
    ).toBe(true);
    expect(await inbox.outbox.sendDraft(outboxId, { subject: "Again", body: "" }, margo)).toBe(false);
    await inbox.outbox.kick();
    expect(sent.find((message) => message.to === "ada@example.com")).toMatchObject({
      subject: "Edited",
      text: "See you on the 13th.",
      headers: undefined,
    });
    const [replied] = await inbox.tourRequests.list("replied");
    expect(replied?.request.chosenDate).toBe("2027-03-13");
    expect(replied?.events.map((event) => [event.status, event.staff])).toEqual([
      ["replied", margo.actor.name],
    ]);
    expect((await inbox.audit.list({ action: "email-sent" }, 1)).rows[0]?.summary).toBe(
      `${margo.actor.name} sent the reply to ${request.name}'s private-tour request to ada@example.com.`,
    );
  });

  it("a reply staff sent from their own e-mail is marked sent by them, and only then is the request replied", async () => {
    const id = await inbox.submissions.saveTourRequest(
      { ...request, email: "grace@example.com" },
      480,
      "client-c",
    );
    const drafted = await inbox.tourRequests.draftReply(id, "2027-03-09", reply);
    const outboxId = drafted.ok ? drafted.outboxId : 0;
    const marked = await inbox.outbox.markSent(outboxId, margo, { subject: "By hand", body: "Copied." });
    expect(marked).toMatchObject({ status: "sent", markedSentBy: margo.actor.name, subject: "By hand" });
    expect(await inbox.outbox.markSent(outboxId, margo)).toBeNull();
    expect(
      sent.some((message) => message.to === "grace@example.com"),
      "nothing went over SMTP",
    ).toBe(false);
    const answered = (await inbox.tourRequests.list("replied")).find((each) => each.request.id === id);
    expect(answered?.events.map((event) => [event.status, event.staff])).toEqual([
      ["replied", margo.actor.name],
    ]);
    expect((await inbox.audit.list({ action: "email-marked-sent" }, 1)).rows[0]?.summary).toBe(
      `${margo.actor.name} marked "By hand" to grace@example.com as sent by hand (the reply to ${request.name}'s private-tour request).`,
    );
  });

  it("moves to booked with who and when, and refuses a move the pipeline does not have", async () => {
    const replied = (await inbox.tourRequests.list("replied")).find(
      (each) => each.request.email === "ada@example.com",
    );
    const id = replied!.request.id;
    expect(await inbox.tourRequests.move(id, "booked", "Guide Theo")).toEqual({ ok: true });
    expect(await inbox.tourRequests.move(id, "declined", "Guide Theo")).toEqual({
      ok: false,
      reason: "not-allowed",
      status: "booked",
    });
    expect(await inbox.tourRequests.move(999_999, "booked", "Guide Theo")).toEqual({
      ok: false,
      reason: "not-found",
    });
    const [booked] = await inbox.tourRequests.list("booked");
    expect(booked?.events.map((event) => event.status)).toEqual(["replied", "booked"]);
    expect(booked?.events[1]?.createdAt).toBeInstanceOf(Date);
    expect(await inbox.tourRequests.saveNotes(id, "Deposit paid by card on the phone.", margo)).toBe(true);
    const csv = await inbox.tourRequests.exportCsv();
    expect(csv.split("\r\n")[1]).toContain(
      ",booked,Ada Lovelace,ada@example.com,,2027-03-09 2027-03-13,2027-03-13,12,480,",
    );
    expect(csv.split("\r\n")[1]).toContain(",Deposit paid by card on the phone.,");
  });

  it("undoes a booked by mistake: back to replied, recorded with who undid it", async () => {
    const [booked] = await inbox.tourRequests.list("booked");
    const id = booked!.request.id;
    expect(await inbox.tourRequests.reopen(id, margo)).toEqual({ ok: true });
    expect(await inbox.tourRequests.reopen(id, margo)).toEqual({
      ok: false,
      reason: "not-allowed",
      status: "replied",
    });
    const back = (await inbox.tourRequests.list("replied")).find((each) => each.request.id === id);
    expect(back?.events.map((event) => [event.status, event.staff])).toEqual([
      ["replied", margo.actor.name],
      ["booked", "Guide Theo"],
      ["replied", margo.actor.name],
    ]);
    expect(back?.request.notes).toBe("Deposit paid by card on the phone.");
  });
});
