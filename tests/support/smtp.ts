/** A real SMTP server on loopback for the mail tests (smtp-server), and a port nothing listens on. */
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = { from: string; to: string[]; data: string };

/**
 * Keeps every message it accepts in `received`. `port` 0 picks a free one; while `refuse()` says so,
 * each message is answered 451 (the server is there but will not take mail).
 */
export async function startSmtp(
  received: Received[],
  options: { port?: number; refuse?: () => boolean } = {},
): Promise<{ smtp: SMTPServer; port: number; close(): Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (c: Buffer) => {
        data += c.toString();
      });
      stream.on("end", () => {
        if (options.refuse?.()) {
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    smtp,
    port: (smtp.server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

/** A port that was free a moment ago: nothing listens there, so connections are refused. */
export function closedPort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
