import { createServer } from "node:https";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

export type TlsProxy = { url: string; close(): Promise<void> };

/**
 * A proxy that terminates TLS in front of a test server, as a deployment's does: HTTPS on its own port with a
 * certificate made for the test (a browser context opens it with ignoreHTTPSErrors), each request passed on to the
 * server over HTTP with X-Forwarded-Proto: https and the client's X-Forwarded-For (the servers trust them,
 * TRUST_PROXY=1).
 */
export async function startTlsProxy(target: string, client: Record<string, string>): Promise<TlsProxy> {
  const pems = await generate([{ name: "commonName", value: "localhost" }], { keySize: 2048 });
  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const upstream = httpRequest(
      new URL(req.url ?? "/", target),
      { method: req.method, headers: { ...req.headers, ...client, "x-forwarded-proto": "https" } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("The test server did not answer.\n");
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
