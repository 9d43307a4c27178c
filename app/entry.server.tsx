/**
 * React Router's default server entry (`react-router reveal entry.server`), with two additions: `handleError` logs
 * our own failures only (a request the app refused, a 4xx, is answered in words and is the client's doing, not a
 * stack trace in the server's log); and the build's import map (docs/decisions/166) goes to React, which writes it
 * first in the head, before any script or module preload that could need it.
 */
import { PassThrough } from "node:stream";

import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { IslandServerContext, type IslandServer } from "#app/islands/island.tsx";
import { CspNonceContext } from "#app/features/csp-nonce.ts";
import { CSP_NONCE_HEADER } from "#app/features/csp-nonce-header.ts";
import build from "virtual:content/build";

/** Which files hold this version's content for the browser's code (none in development). */
const importMap = build.importMap
  ? (JSON.parse(build.importMap) as { imports: Record<string, string> })
  : undefined;

export const streamTimeout = 5_000;

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout`, leaving it time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // Each island on the page renders as a root of its own, as the browser hydrates it (app/islands/island.tsx).
    let islands = 0;
    const islandServer: IslandServer = {
      render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
      nextPrefix: () => `i${(islands++).toString(36)}-`,
    };
    // The server's nonce for this response (server/app.ts): React's, React Router's and our inline scripts carry it.
    const nonce = request.headers.get(CSP_NONCE_HEADER) || undefined;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <IslandServerContext value={islandServer}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandServerContext>
      </CspNonceContext>,
      {
        nonce,
        importMap,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clearing the timeout lets the closure go (no memory held until it fires).
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; a failed shell rejects and is logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** The copy of this build that the server's own pages and e-mails use (server/main.ts reads it). */
export { serverCopy } from "./content/server-copy.server.ts";
