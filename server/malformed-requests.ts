import type { Server } from "node:http";
import type { Socket } from "node:net";

const REASONS: Record<number, string> = {
  400: "Bad Request",
  405: "Method Not Allowed",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

function answer(socket: Socket, status: number, text: string, headers = "") {
  // Something already went out on this connection (an answer under way): there is nothing left to say on it.
  if (!socket.writable || socket.bytesWritten > 0) return socket.destroy();
  const body = `${text}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n${headers}Connection: close\r\n\r\n${body}`,
  );
}

/**
 * Requests Node answers itself, before the app sees them, get words too: one it cannot parse (a broken header line,
 * a bad chunk, an unknown transfer encoding) a 400, headers over its limit a 431, one too slow to arrive a 408 (as
 * Node's own answers, which have no body), and CONNECT, which Node would drop without a word, a 405.
 */
export function answerMalformedRequests(server: Server) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET") return socket.destroy();
    if (error.code === "HPE_HEADER_OVERFLOW") {
      return answer(socket, 431, "The request's address or headers are too long.");
    }
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      return answer(socket, 408, "The request took too long to arrive. Please try again.");
    }
    answer(socket, 400, "Bad request: this is not a request we can read.");
  });
  server.on("connect", (_request, socket: Socket) =>
    answer(socket, 405, "Method CONNECT is not allowed here.", "Allow: GET, HEAD, POST\r\n"),
  );
}
