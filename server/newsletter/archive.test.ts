import { describe, expect, it } from "vitest";
import { createArchive } from "./archive.ts";
import type { IssueLibrary } from "./issues.ts";
import type { NewsletterSends } from "./sends.ts";

/** A started send, as the sends table holds it, for the archive step. */
function sendBy(staffName: string) {
  return {
    id: 7,
    slug: "december-walks",
    subject: "December walks",
    startedAt: new Date("2026-12-01T15:00:00Z"),
    archive: "waiting",
    staffName,
    staffEmail: "marisol@example.com",
  };
}

async function archivePublish(staffName: string, marked: string[] = []) {
  const asked: { files: string[]; by: { name: string; email: string }; summary: string }[] = [];
  const archive = createArchive({
    sends: {
      byId: () => Promise.resolve(sendBy(staffName)),
      setArchive: () => Promise.resolve(),
    } as unknown as NewsletterSends,
    issues: {
      markSent: (slug: string, sentAt: string) => {
        marked.push(sentAt);
        return `content/newsletter/${slug}.md`;
      },
    } as unknown as IssueLibrary,
    publishFiles: (files, by, summary) => {
      asked.push({ files, by, summary });
      return Promise.resolve({ started: true });
    },
  });
  await archive.makeLive(7);
  return asked;
}

describe("the newsletter archive's publish", () => {
  it("publishes the issue's file alone, naming its cause and whose send it follows", async () => {
    const [publish] = await archivePublish("Marisol Ortega");
    expect(publish?.files).toEqual(["content/newsletter/december-walks.md"]);
    expect(publish?.by).toEqual({
      name: "Newsletter archive, after Marisol Ortega's send",
      email: "marisol@example.com",
    });
  });

  it("dates the issue at the moment its send started, to the second, not at its day", async () => {
    const marked: string[] = [];
    await archivePublish("Marisol Ortega", marked);
    // The feed and the archive read this moment (docs/decisions/121).
    expect(marked).toEqual([sendBy("").startedAt.toISOString()]);
  });

  it("names a send nobody is recorded for as a send", async () => {
    const [publish] = await archivePublish("");
    expect(publish?.by.name).toBe("Newsletter archive, after a send");
  });
});
