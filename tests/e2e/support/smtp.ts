import { SMTPServer } from "smtp-server";

export type Received = { to: string[]; raw: string };

/**
 * A local SMTP server standing in for the company's mail provider, on a loopback port; each message it takes is
 * pushed to `received`. `delayMs` makes it slow to accept, as a busy provider is.
 */
export function smtpServer(received: Received[], delayMs = 0) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString(),
        });
        setTimeout(callback, delayMs);
      });
    },
  });
}
