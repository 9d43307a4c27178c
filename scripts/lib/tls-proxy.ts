import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { generate } from "selfsigned";

export type TlsProxy = { url: string; close(): Promise<void> };

/** Headers that belong to one HTTP/1.1 connection: HTTP/2 forbids them, so the proxy passes neither way on. */
const CONNECTION_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
]);

function passable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(":") && !CONNECTION_HEADERS.has(name),
    ),
  );
}

/**
 * A proxy that terminates TLS in front of a server, as a deployment's does (README, "Deploying": nginx with HTTP/2):
 * HTTPS on its own port of 127.0.0.1 with a certificate made on the spot (a browser opens it with
 * `ignoreHTTPSErrors` or `--ignore-certificate-errors`), HTTP/2 to a browser that offers it and HTTP/1.1 otherwise,
 * each request passed on to the server over HTTP with `X-Forwarded-Proto: https` and `X-Forwarded-For` (the
 * client's address, or `client`'s headers when a test gives each client its own). The server trusts those only with
 * TRUST_PROXY=1. Its address names `hostname` (a secure cookie's domain, say, or an IP address to keep name lookups
 * out of a measurement).
 *
 * The audit measures pages through it (docs/decisions/175): a visitor gets them over TLS and HTTP/2, where one
 * connection carries the stylesheet, the fonts and the pictures that follow the document.
 */
export async function startTlsProxy(
  target: string,
  { client = {}, hostname = "localhost" }: { client?: Record<string, string>; hostname?: string } = {},
): Promise<TlsProxy> {
  const pems = await generate([{ name: "commonName", value: "localhost" }], { keySize: 2048 });
  const sockets = new Set<Socket>();
  const server = createSecureServer(
    { key: pems.private, cert: pems.cert, allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const upstream = httpRequest(
        new URL(req.url || "/", target),
        {
          method: req.method,
          headers: {
            ...passable(req.headers),
            host: req.authority || req.headers.host,
            "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1",
            ...client,
            "x-forwarded-proto": "https",
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end("The server behind the proxy did not answer.\n");
      });
      req.pipe(upstream);
    },
  );
  server.on("secureConnection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://${hostname}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
