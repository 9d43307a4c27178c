import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerCopy } from "../../app/content/server-copy.server.ts";
import type { DynamicHandler } from "../app.ts";
import { TOO_FAST, type RateLimit } from "../forms/rate-limit.ts";
import { readFields, SubmissionError, textFields } from "../forms/request-body.ts";
import { discardRest, sendPage, sendPlain } from "../forms/responses.ts";
import { PersonalDataRefused } from "./personal-data.ts";
import type { PrivacyRequests } from "./requests.ts";

import { PRIVACY_REQUEST_PATH } from "../../app/features/privacy/paths.ts";
const CONFIRM = /^\/privacy\/confirm\/([A-Za-z0-9_-]{1,100}\.[A-Za-z0-9_-]{1,40})$/;

/**
 * The privacy notice's request form and the link it e-mails (issue 40), answered by the server with the site's small
 * branded page: POST /privacy/request stores the request and sends the link; /privacy/confirm/<token> shows one
 * button (a mail program's link check confirms nothing) and the button confirms it, once. A changed link and a used
 * or expired one are each refused in their own words, and change nothing.
 */
export function createPrivacyRequestLinks(deps: {
  requests: PrivacyRequests;
  copy: () => ServerCopy;
  stylesheets: readonly string[];
  clientHash: (req: IncomingMessage) => string;
  limit?: RateLimit;
}): DynamicHandler {
  const page = (
    res: ServerResponse,
    status: number,
    tone: "success" | "error" | "waiting",
    text: string,
    extra: { form?: { action: string; button: string }; items?: string[] } = {},
  ) => {
    const title = deps.copy().privacyRequest.confirmTitle;
    sendPage(res, status, { title, heading: title, paragraphs: [text], tone, ...extra }, deps.stylesheets);
  };

  async function fields(req: IncomingMessage, res: ServerResponse, names: string[]) {
    try {
      const { fields: read } = await readFields(req, ["urlencoded", "multipart"]);
      return textFields(read, names);
    } catch (error) {
      if (!(error instanceof SubmissionError)) throw error;
      sendPlain(res, error.status, `${error.message}\n`);
      discardRest(req);
      return null;
    }
  }

  return async (req, res, url) => {
    const method = req.method ?? "GET";
    const confirm = CONFIRM.exec(url.pathname);
    if (url.pathname !== PRIVACY_REQUEST_PATH && !confirm && !url.pathname.startsWith("/privacy/confirm/"))
      return false;
    const copy = deps.copy().privacyRequest;
    const allowed = url.pathname === PRIVACY_REQUEST_PATH ? ["POST"] : ["GET", "HEAD", "POST"];
    if (!allowed.includes(method)) {
      sendPlain(res, 405, `Method ${method} is not allowed here.\n`, { Allow: allowed.join(", ") });
      discardRest(req);
      return true;
    }
    if (url.pathname === PRIVACY_REQUEST_PATH) {
      const sent = await fields(req, res, ["email", "kind", "website"]);
      if (!sent) return true;
      // The honeypot: a bot's post is answered like any other and stores nothing.
      if (sent.website) {
        page(res, 200, "success", copy.sent);
        return true;
      }
      if (deps.limit && (await deps.limit.hit(deps.clientHash(req))) > 0) {
        page(res, 429, "error", TOO_FAST);
        return true;
      }
      try {
        await deps.requests.ask(
          { email: sent.email ?? "", kind: sent.kind ?? "", clientHash: deps.clientHash(req) },
          deps.copy().privacyRequestConfirmation,
        );
      } catch (error) {
        if (!(error instanceof PersonalDataRefused || error instanceof RangeError)) throw error;
        page(res, 400, "error", error.message);
        return true;
      }
      page(res, 200, "success", copy.sent);
      return true;
    }
    if (!confirm) {
      page(res, 404, "error", copy.badLink);
      return true;
    }
    const token = confirm[1]!;
    if (method === "POST") {
      if (!(await fields(req, res, []))) return true;
      const outcome = await deps.requests.confirm(token);
      if (outcome === "forged") page(res, 404, "error", copy.badLink);
      else if (outcome === "confirmed") page(res, 200, "success", copy.confirmed);
      else page(res, 410, "error", copy.usedLink);
      return true;
    }
    const state = await deps.requests.confirmation(token);
    if (state === "forged") page(res, 404, "error", copy.badLink);
    else if (state === "used") page(res, 410, "error", copy.usedLink);
    else
      page(res, 200, "waiting", copy.confirmText, {
        form: { action: url.pathname, button: copy.confirmButton },
      });
    return true;
  };
}
