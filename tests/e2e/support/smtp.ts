import { SMTPServer } from "smtp-server";

/** A message the stand-in mail server took: its envelope's recipients, and the message as sent. */
export type Received = { to: string[]; raw: string; subject: string; messageId: string };
/** One recipient's copy of a message. */
export type Delivery = Omit<Received, "to"> & { to: string };

/** A header of a raw message, unfolded. */
export function mailHeader(raw: string, name: string): string {
  const head = raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "mi").exec(head)?.[1]?.trim() ?? "";
}

/** Every message as each of its recipients got it. */
export const deliveries = (received: Received[]): Delivery[] =>
  received.flatMap((message) => message.to.map((to) => ({ ...message, to })));

/**
 * The one stand-in for the company's mail provider in the end-to-end tests: an SMTP server on a loopback port; each
 * message it takes is pushed to `received`. `delayMs` makes it slow to accept, as a busy provider is; `refuse` is an
 * address it refuses for good (550), as a provider does a mailbox that does not exist.
 */
export function smtpServer(received: Received[], options: { delayMs?: number; refuse?: string } = {}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuse)
        return callback(Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString();
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          subject: mailHeader(raw, "Subject"),
          messageId: mailHeader(raw, "Message-ID"),
        });
        setTimeout(callback, options.delayMs ?? 0);
      });
    },
  });
  // A client killed mid-message resets its connection: the message is dropped, as a real relay does.
  server.on("error", () => {});
  return server;
}
