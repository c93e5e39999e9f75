import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, SMTP_TIMEOUTS } from '../../server/adapters/mail/smtp.js';

// A mail server that accepts the connection and then says nothing: the send fails after the
// greeting timeout instead of hanging for nodemailer's default half minute (or ten minutes of a
// silent socket), and the failure is the caller's to retry.

const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('error', () => undefined);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((r) => silent.close(r));
});

describe('an SMTP server that hangs', () => {
  it('fails the send within the greeting timeout', async () => {
    expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(10_000);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as { port: number };
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Huiskans <noreply@huiskans.nl>', {
      ...SMTP_TIMEOUTS,
      greetingTimeout: 500,
    });
    const started = Date.now();
    await expect(mailer.send({ to: 'iemand@example.nl', subject: 'Test', text: 'Hallo' })).rejects.toThrow(
      /Greeting never received/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    mailer.close();
  });
});
