import { describe, expect, it } from "vitest";
import { MAIL_SETTINGS } from "#app/features/admin/staff-sections.ts";
import {
  issueInEditor,
  listInMailchimp,
  newYorkLocal,
  newYorkMoment,
  progressShares,
  sendBlockers,
} from "./send-state.ts";

describe("the newsletter's send state", () => {
  it("reads a New York wall-clock time in winter and in summer", () => {
    expect(newYorkMoment("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T14:30:00.000Z");
    expect(newYorkMoment("2026-07-04T18:00")?.toISOString()).toBe("2026-07-04T22:00:00.000Z");
    expect(newYorkLocal(new Date("2026-12-01T14:30:00Z"))).toBe("2026-12-01T09:30");
  });

  it("refuses what is not a time, and a time the clocks skip", () => {
    expect(newYorkMoment("tomorrow")).toBeNull();
    expect(newYorkMoment("2026-13-01T09:30")).toBeNull();
    // 2:30 on the March morning the clocks go forward does not exist in New York.
    expect(newYorkMoment("2026-03-08T02:30")).toBeNull();
  });

  it("shares the bar between sent, waiting and failed", () => {
    expect(progressShares({ recipients: 200, sent: 100, waiting: 98, failed: 2 })).toEqual({
      sent: 50,
      failed: 1,
      waiting: 49,
    });
    expect(progressShares({ recipients: 0, sent: 0, waiting: 0, failed: 0 })).toEqual({
      sent: 0,
      failed: 0,
      waiting: 100,
    });
  });

  it("knows the list lives in Mailchimp from the form's action", () => {
    expect(listInMailchimp("/subscribe/post")).toBe(false);
    expect(listInMailchimp("https://example.us1.list-manage.com/subscribe/post?u=1&id=2")).toBe(true);
  });

  it("sends a problem in the issue to the issue's own entry in the editor, beside the other reasons", () => {
    const issue = {
      slug: "december-2026",
      mailchimp: false,
      canSend: false,
      problem: "The content has problems to fix in the editor first: the subject is empty",
      sentBefore: null,
      postalAddressMissing: true,
    };
    expect(sendBlockers(issue).map((blocker) => blocker.fix?.href)).toEqual([
      MAIL_SETTINGS,
      issueInEditor("december-2026"),
      expect.stringMatching(/^\/keystatic\/singleton\//),
    ]);
    // Nothing else would let these send: each gives its one reason.
    expect(sendBlockers({ ...issue, mailchimp: true })).toHaveLength(1);
    expect(sendBlockers({ ...issue, sentBefore: "Fri, Nov 20, 2025" })).toHaveLength(1);
  });
});
