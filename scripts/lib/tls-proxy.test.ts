import { createServer, type Server } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startTlsProxy, type TlsProxy } from "./tls-proxy.ts";

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

/** A server that answers with what it was asked, as HTTP/1.1 servers do: with its connection headers. */
async function echoServer(): Promise<string> {
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      res.writeHead(req.url === "/missing" ? 404 : 200, {
        "content-type": "application/json",
        connection: "keep-alive",
        "keep-alive": "timeout=5",
        "x-kept": "yes",
      });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  opened.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One request over HTTP/2, as a browser that offers it makes: the protocol agreed, the status, headers and body. */
function askOverHttp2(proxy: TlsProxy, path: string, method = "GET", body?: string) {
  return new Promise<{ protocol: string; status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const session = connect(proxy.url, { rejectUnauthorized: false, ALPNProtocols: ["h2"] });
      session.on("error", reject);
      const stream = session.request({ ":method": method, ":path": path });
      let text = "";
      let head: Record<string, unknown> = {};
      stream.on("response", (headers) => (head = headers));
      stream.on("data", (chunk: Buffer) => (text += chunk));
      stream.on("end", () => {
        const protocol = session.alpnProtocol ?? "";
        session.close();
        resolve({ protocol, status: Number(head[":status"]), headers: head, body: text });
      });
      stream.on("error", reject);
      stream.end(body);
    },
  );
}

describe("startTlsProxy", () => {
  it("speaks HTTP/2 over TLS and passes each request on with the forwarded headers, and the answer back", async () => {
    const proxy = await startTlsProxy(await echoServer(), { hostname: "127.0.0.1" });
    opened.push(proxy);
    expect(proxy.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);

    const page = await askOverHttp2(proxy, "/tours?when=spring");
    expect(page.protocol).toBe("h2");
    expect(page.status).toBe(200);
    // The server's connection headers are HTTP/1.1's: HTTP/2 forbids them, the rest pass.
    expect(page.headers["x-kept"]).toBe("yes");
    expect(page.headers.connection).toBeUndefined();
    const asked = JSON.parse(page.body);
    expect(asked).toMatchObject({ method: "GET", url: "/tours?when=spring" });
    expect(asked.headers).toMatchObject({
      host: proxy.url.replace("https://", ""),
      "x-forwarded-proto": "https",
      "x-forwarded-for": "127.0.0.1",
    });

    const sent = await askOverHttp2(proxy, "/contact", "POST", "name=Ada");
    expect(JSON.parse(sent.body)).toMatchObject({ method: "POST", body: "name=Ada" });
    expect((await askOverHttp2(proxy, "/missing")).status).toBe(404);
  });

  it("gives each client the address a test names, and says so when the server behind it is gone", async () => {
    const target = await echoServer();
    const proxy = await startTlsProxy(target, { client: { "x-forwarded-for": "203.0.113.9" } });
    opened.push(proxy);
    const port = new URL(proxy.url).port;
    const asked = JSON.parse((await askOverHttp2({ ...proxy, url: `https://127.0.0.1:${port}` }, "/")).body);
    expect(asked.headers["x-forwarded-for"]).toBe("203.0.113.9");

    await opened.shift()!.close(); // the server behind it
    const gone = await askOverHttp2({ ...proxy, url: `https://127.0.0.1:${port}` }, "/");
    expect(gone.status).toBe(502);
    expect(gone.body).toBe("The server behind the proxy did not answer.\n");
  });
});
