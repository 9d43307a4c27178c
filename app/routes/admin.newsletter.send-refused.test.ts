import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import { NO_POSTAL_ADDRESS } from "#app/features/newsletter/postal-address.ts";
import { COMPANY_IN_EDITOR, sendBlockers } from "#app/features/newsletter/send-state.ts";
import { action } from "./admin.newsletter.$slug.tsx";

/**
 * The newsletter does not send without the company's postal address at its foot (CAN-SPAM, docs/decisions/122): the
 * issue page says why, and a send asked for anyway is refused with a 409 in the same words.
 */
const owner = { id: 1, name: "Olive Owner", email: "olive@example.com", role: "owner" as const };

/** The issue page's request context: mail is set up, the issue reads well, the settings hold no postal address. */
function contextWithoutAddress() {
  const schedule = vi.fn();
  const context = new RouterContextProvider();
  context.set(inboxContext, {
    clientHash: "test",
    newsletterSending: {
      canSend: async () => true,
      issues: { postalAddress: () => null, render: vi.fn() },
      sends: { schedule },
    },
  } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: 1, csrfToken: "t", expiresAt: new Date(), staff: owner });
  return { context, schedule };
}

const sendNow = () =>
  new Request("http://127.0.0.1/admin/newsletter/november-2025", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "send-now", confirmed: "1" }).toString(),
  });

describe("a newsletter without the company's postal address", () => {
  it("is not offered for sending: the issue page says why, in words that say where to fill it in", () => {
    const issue = {
      slug: "november-2025",
      mailchimp: false,
      canSend: true,
      problem: null,
      sentBefore: null,
      postalAddressMissing: true,
    };
    const blockers = sendBlockers(issue);
    expect(blockers.map((blocker) => blocker.text)).toEqual([NO_POSTAL_ADDRESS]);
    expect(blockers[0]!.text).toContain("postal address");
    expect(blockers[0]!.text).toContain('"Street address or PO box"');
    expect(blockers[0]!.fix?.href).toBe(COMPANY_IN_EDITOR);
    expect(sendBlockers({ ...issue, postalAddressMissing: false })).toEqual([]);
  });

  it("is refused with a 409 saying why when a send is asked for anyway, and nothing is scheduled", async () => {
    const { context, schedule } = contextWithoutAddress();
    const answer = (await action({
      context,
      params: { slug: "november-2025" },
      request: sendNow(),
    } as unknown as Parameters<typeof action>[0])) as unknown as { init: ResponseInit; data: unknown };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toEqual({ notice: { tone: "error", text: NO_POSTAL_ADDRESS } });
    expect(schedule).not.toHaveBeenCalled();
  });
});
