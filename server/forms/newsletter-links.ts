import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerCopy } from "../../app/content/server-copy.server.ts";
import type { DynamicHandler } from "../app.ts";
import type { Newsletter } from "../inbox/newsletter.ts";
import { newsletterPage } from "./newsletter-endpoint.ts";
import { readFields, SubmissionError, textFields } from "./request-body.ts";
import { discardRest, sendPage, sendPlain } from "./responses.ts";

/** The links in the newsletter's e-mails: /newsletter/confirm/<token> and /newsletter/unsubscribe/<token>. */
const LINK = /^\/newsletter\/(confirm|unsubscribe)\/([A-Za-z0-9_-]{1,100}\.[A-Za-z0-9_-]{1,40})$/;

/** RFC 8058: what a mail program posts when its reader presses the one-click unsubscribe button. */
export const ONE_CLICK = { field: "List-Unsubscribe", value: "One-Click" } as const;

/**
 * The newsletter's own links (issue 15). Opening one shows a page that asks for one click (a link checker that
 * opens every link in an e-mail subscribes or unsubscribes nobody); the click posts to the same address. A mail
 * program's one-click POST (RFC 8058) unsubscribes with no page at all. A confirmation link works once.
 */
export function createNewsletterLinks(deps: {
  newsletter: Newsletter;
  copy: () => ServerCopy;
  stylesheets: readonly string[];
}): DynamicHandler {
  const { newsletter, stylesheets } = deps;

  function page(res: ServerResponse, status: number, input: Parameters<typeof sendPage>[2]) {
    sendPage(res, status, input, stylesheets);
  }

  async function confirm(req: IncomingMessage, res: ServerResponse, path: string, token: string) {
    const copy = deps.copy().newsletter;
    const asPage = (which: keyof Pick<typeof copy, "confirmed" | "linkUsed" | "invalidLink">, status = 200) =>
      page(
        res,
        status,
        newsletterPage(deps.copy(), copy[which], which === "confirmed" ? "success" : "error"),
      );
    if (req.method === "POST") {
      const outcome = await newsletter.confirm(token);
      if (outcome === "invalid") return asPage("invalidLink", 404);
      return asPage(outcome === "confirmed" ? "confirmed" : "linkUsed");
    }
    const state = await newsletter.confirmation(token);
    if (state === "invalid") return asPage("invalidLink", 404);
    if (state === "used") return asPage("linkUsed");
    page(
      res,
      200,
      newsletterPage(deps.copy(), copy.confirm, "waiting", {
        form: { action: path, button: copy.confirm.button },
      }),
    );
  }

  async function unsubscribe(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    token: string,
    oneClick: boolean,
  ) {
    const copy = deps.copy().newsletter;
    if (!newsletter.unsubscribeLinkValid(token)) {
      if (oneClick) return sendPlain(res, 404, "This unsubscribe link is not one of ours.\n");
      return page(res, 404, newsletterPage(deps.copy(), copy.invalidLink, "error"));
    }
    if (req.method === "POST") {
      await newsletter.unsubscribe(token);
      if (oneClick) return sendPlain(res, 200, "Unsubscribed.\n");
      return page(res, 200, newsletterPage(deps.copy(), copy.unsubscribed, "success"));
    }
    page(
      res,
      200,
      newsletterPage(deps.copy(), copy.unsubscribe, "waiting", {
        form: { action: path, button: copy.unsubscribe.button },
      }),
    );
  }

  return async (req, res, url) => {
    const match = LINK.exec(url.pathname);
    if (!match) return false;
    const [, kind, token = ""] = match;
    const method = req.method ?? "GET";
    if (!["GET", "HEAD", "POST"].includes(method)) {
      sendPlain(res, 405, `Method ${method} is not allowed here.\n`, { Allow: "GET, HEAD, POST" });
      discardRest(req);
      return true;
    }
    let oneClick = false;
    if (method === "POST") {
      // The same reader and limits as every form; the page's button sends nothing, a mail program its one field.
      try {
        const { fields } = await readFields(req, ["urlencoded", "multipart"]);
        // Every field must be text a database can hold, whichever the page or the mail program sends.
        const text = textFields(fields, Object.keys(fields));
        oneClick = text[ONE_CLICK.field] === ONE_CLICK.value;
      } catch (error) {
        if (!(error instanceof SubmissionError)) throw error;
        sendPlain(res, error.status, `${error.message}\n`);
        discardRest(req);
        return true;
      }
    }
    if (kind === "confirm") await confirm(req, res, url.pathname, token);
    else await unsubscribe(req, res, url.pathname, token, oneClick);
    return true;
  };
}
