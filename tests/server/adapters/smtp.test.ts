import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../server/adapters/mail/index.js';

// A minimal SMTP server on loopback (RFC 5321 happy path: EHLO, MAIL, RCPT, DATA, QUIT) that
// records what the live adapter delivers.
let server: Server;
let port: number;
const delivered: { from: string; to: string[]; data: string }[] = [];
beforeAll(async () => {
  server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          delivered.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 OK: queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.smtp');
        else if (verb === 'MAIL') {
          current.from = line.match(/<(.*)>/)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(line.match(/<(.*)>/)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('SMTP mail adapter', () => {
  it('delivers the message to the SMTP server of SMTP_URL, from MAIL_FROM', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Huiskans <noreply@huiskans.nl>');
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      to: 'iris@example.nl',
      subject: 'Stel je wachtwoord opnieuw in · Huiskans',
      text: 'Hoi Iris,\n\nhttp://localhost:3000/password/reset?email=iris%40example.nl&token=abc',
    });
    mailer.close();
    expect(delivered).toHaveLength(1);
    expect(delivered[0].from).toBe('noreply@huiskans.nl');
    expect(delivered[0].to).toEqual(['iris@example.nl']);
    expect(delivered[0].data).toMatch(/^Subject: =\?UTF-8\?/m); // the middle dot is encoded
    expect(delivered[0].data).toContain('To: iris@example.nl');
    expect(delivered[0].data.replace(/=\r\n/g, '')).toContain('password/reset?email=iris%40example.nl');
  });
});
