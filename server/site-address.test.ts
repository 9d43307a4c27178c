import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../app/content/read-content.ts";
import { readSiteAddress } from "../app/features/admin/site-address.ts";
import { staff } from "../db/schema.ts";
import type { DatabaseHandle } from "./database.ts";
import { handleAdventure } from "./forms/adventure-endpoint.ts";
import { createInbox, type Inbox } from "./inbox/inbox.ts";
import type { StaffMember } from "./inbox/staff-auth.ts";
import { openTestDatabase } from "./testing/database.ts";

/** The address the site was built for (PUBLIC_SITE_URL's default): links use it until the owner gives one. */
const BUILT_FOR = "https://www.whiskerwalks.nyc";
const content = readContent();
let handle: DatabaseHandle;
/** Two servers on one database, as when several serve the site, and a third whose operator set PUBLIC_SITE_URL. */
let one: Inbox;
let two: Inbox;
let operated: Inbox;
let owner: StaffMember;

const server = (operatorSiteUrl?: string) =>
  createInbox(handle.db, {
    mailFrom: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
    siteUrl: BUILT_FOR,
    operatorSiteUrl,
    linkSecret: "a link secret for the tests",
    transport: null,
  });

/** Every link in the newest outbox e-mail to an address. */
async function linksTo(inbox: Inbox, email: string): Promise<string[]> {
  const mail = (await inbox.outbox.list("waiting")).find((row) => row.recipient === email);
  expect(mail, `an e-mail to ${email}`).toBeDefined();
  return mail!.body.match(/https?:\/\/\S+/g) ?? [];
}

beforeAll(async () => {
  handle = await openTestDatabase();
  one = server();
  two = server();
  operated = server("https://walks.operator.example/");
  const [person] = await handle.db
    .insert(staff)
    .values({ name: "Olive Owner", email: "olive@example.com", role: "owner", passkeyUserId: "olive" })
    .returning();
  owner = { id: person!.id, name: person!.name, email: person!.email, role: "owner" };
}, 60_000);

afterAll(async () => {
  for (const inbox of [one, two, operated]) await inbox.outbox.stop();
  await handle.close();
});

describe("the site's address as the owner types it", () => {
  it("is kept as https and the host alone", () => {
    expect(readSiteAddress(" https://www.whiskerwalks.nyc/ ")).toEqual({
      ok: true,
      url: "https://www.whiskerwalks.nyc",
    });
    expect(readSiteAddress("walks.example.com")).toEqual({ ok: true, url: "https://walks.example.com" });
    expect(readSiteAddress("https://Walks.Example.com:8443")).toEqual({
      ok: true,
      url: "https://walks.example.com:8443",
    });
  });

  it("is refused in words when it is not an address visitors reach", () => {
    const problem = (raw: string) => {
      const read = readSiteAddress(raw);
      return read.ok ? "" : read.problem;
    };
    expect(problem("")).toBe("Type the site's web address, such as https://www.whiskerwalks.nyc.");
    expect(problem("http://127.0.0.1:3000")).toContain("must start with https://");
    expect(problem("http://www.whiskerwalks.nyc")).toContain("must start with https://");
    expect(problem("https://127.0.0.1:3000")).toContain("127.0.0.1 is not an address visitors can reach");
    expect(problem("https://localhost")).toContain("localhost is not an address visitors can reach");
    expect(problem("https://cats.local")).toContain("cats.local is not an address visitors can reach");
    expect(problem("https://www.whiskerwalks.nyc/tours")).toContain("without a page after it");
    expect(problem("https://olive:secret@www.whiskerwalks.nyc")).toContain("user name or password");
    expect(problem("https://exa mple.com")).toContain("is not a web address");
  });
});

describe("links in e-mails", () => {
  it("lead to the address the site was built for until the owner gives one; setup asks for it", async () => {
    expect(await one.siteAddress.needed()).toBe(true);
    expect(await one.siteAddress.current()).toBe(BUILT_FOR);
    await one.people.invite({ name: "Gus Guide", email: "gus@example.com", role: "guide" }, owner, "c1");
    expect(await linksTo(one, "gus@example.com")).toEqual([
      expect.stringMatching(new RegExp(`^${BUILT_FOR}/admin/join/[\\w-]{43}$`)),
    ]);
  });

  it("lead to the address given on one server, on every server, for every kind of e-mail", async () => {
    const given = readSiteAddress("https://walks.example.com/");
    expect(given.ok).toBe(true);
    await one.siteAddress.save(given.ok ? given.url : "", { actor: owner, clientHash: "c2" });
    expect(await two.siteAddress.needed()).toBe(false);

    // An invitation, a reset sent by an owner, a reset asked for on the sign-in page: written by the other server.
    await two.people.invite({ name: "Ida Guide", email: "ida@example.com", role: "guide" }, owner, "c3");
    expect(await linksTo(two, "ida@example.com")).toEqual([
      expect.stringMatching(/^https:\/\/walks\.example\.com\/admin\/join\/[\w-]{43}$/),
    ]);
    await two.people.sendReset(owner.id, owner, "c3");
    expect(await linksTo(two, owner.email)).toEqual([
      expect.stringMatching(/^https:\/\/walks\.example\.com\/admin\/reset\/[\w-]{43}$/),
    ]);
    await two.people.requestReset(owner.email, "c4");
    await two.people.idle();
    expect(await linksTo(two, owner.email)).toEqual([
      expect.stringMatching(/^https:\/\/walks\.example\.com\/admin\/reset\/[\w-]{43}$/),
    ]);

    // A visitor's privacy request and a newsletter sign-up: their links too.
    await two.privacyRequests.ask(
      { email: "visitor@example.com", kind: "see", clientHash: "c5" },
      content.privacyRequestConfirmation,
    );
    expect(await linksTo(two, "visitor@example.com")).toContainEqual(
      expect.stringMatching(/^https:\/\/walks\.example\.com\/privacy\/confirm\//),
    );
    await two.newsletter.signUp(
      {
        email: "reader@example.com",
        firstName: "Rea",
        lastName: "",
        tags: "",
        form: "footer",
        consentWording: "Yes, send me the newsletter.",
        clientHash: "c6",
      },
      (links) => ({ subject: "Confirm", body: `${links.confirmLink}\n${links.unsubscribeLink}` }),
    );
    const links = await linksTo(two, "reader@example.com");
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toMatch(/^https:\/\/walks\.example\.com\/newsletter\//);
    const unsubscribe = await two.newsletter.unsubscribeLinks();
    expect(unsubscribe(1, 2)).toMatch(/^https:\/\/walks\.example\.com\/newsletter\/unsubscribe\//);

    expect((await one.audit.list({ action: "site-address-set" }, 1)).rows[0]?.summary).toBe(
      "Olive Owner set the site's address to https://walks.example.com: links in e-mails lead there.",
    );
  });

  it("lead to PUBLIC_SITE_URL when the operator set it, whatever the owner gave", async () => {
    expect(operated.siteAddress.setByOperator).toBe(true);
    expect(await operated.siteAddress.needed()).toBe(false);
    expect(await operated.siteAddress.view()).toEqual({
      source: "operator",
      url: "https://walks.operator.example",
    });
    await operated.people.invite({ name: "Ned Guide", email: "ned@example.com", role: "guide" }, owner, "c7");
    expect(await linksTo(operated, "ned@example.com")).toEqual([
      expect.stringMatching(/^https:\/\/walks\.operator\.example\/admin\/join\/[\w-]{43}$/),
    ]);
  });
});

describe("the site's own addresses", () => {
  // After the tests above: the owner gave https://walks.example.com.
  it("are the public address and the one the pages were built for, never a request's", async () => {
    expect(await one.siteAddress.origins()).toEqual(["https://walks.example.com", BUILT_FOR]);
    expect(await operated.siteAddress.origins()).toEqual(["https://walks.operator.example", BUILT_FOR]);
  });

  it("decide where the Adventure Cats application goes next: a page on them, else the thank-you page", async () => {
    const server = createServer((req, res) => {
      void handleAdventure(req, res, {
        submissions: one.submissions,
        siteOrigins: () => one.siteAddress.origins(),
        clientHash: "c8",
        stylesheets: [],
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/f/adventure-cats`;
    const nextAfter = async (next: string) => {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { accept: "application/json" },
        body: new URLSearchParams({
          first_name: "Ada",
          last_name: "Lovelace",
          email: "ada@example.com",
          mobile: "+12125550100",
          cat_name: "Tom",
          rules_accept: "on",
          waiver_accept: "on",
          utm_source: "flyer",
          _next: next,
        }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { next: string }).next;
    };
    try {
      expect(await nextAfter("https://walks.example.com/adventure-cats/thanks?utm_term=a")).toBe(
        "/adventure-cats/thanks?utm_term=a",
      );
      expect(await nextAfter(`${BUILT_FOR}/adventure-cats/thanks?utm_term=b`)).toBe(
        "/adventure-cats/thanks?utm_term=b",
      );
      // The address this request came to is not the company's word: the thank-you page, with the form's campaign.
      expect(await nextAfter(`${new URL(endpoint).origin}/tours`)).toBe(
        "/adventure-cats/thanks?utm_source=flyer",
      );
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
