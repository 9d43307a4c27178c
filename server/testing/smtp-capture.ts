import type { SMTPServerDataStream, SMTPServerSession } from "smtp-server";

/** One message as a test's mail server received it: raw, once for each recipient. */
export type Received = { to: string; raw: string };

/**
 * A test mail server's `onData`: keeps each message whole, raw, for each of its recipients in `received`, and answers
 * 250 once it has all of it.
 */
export function keepReceived(received: Received[]) {
  return (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      for (const to of session.envelope.rcptTo)
        received.push({ to: to.address, raw: Buffer.concat(chunks).toString() });
      callback();
    });
  };
}
