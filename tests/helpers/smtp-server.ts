import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A loopback SMTP server for the mail tests: accepts, delays or rejects each message as the test
// says, and keeps what it accepted (raw, and decoded enough to read: headers, text and html part).

export type SmtpMode = 'accept' | 'reject' | { delayMs: number };

export interface ReceivedMail {
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface LoopbackSmtp {
  url: string;
  received: ReceivedMail[];
  /** What happens to the next messages (default: accept). */
  mode: SmtpMode;
  attempts: number;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** Encoded words of a header (=?UTF-8?Q?…?= / =?UTF-8?B?…?=). */
const decodeWords = (s: string) =>
  s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, body: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeQuotedPrintable(body.replace(/_/g, ' ')),
    );

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return headers;
}

function partOf(raw: string, type: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = parseHeaders(part.slice(0, split));
    if (!headers['content-type']?.startsWith(type)) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
    const encoding = headers['content-transfer-encoding'];
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    return body;
  }
  return '';
}

export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const state: LoopbackSmtp = {
    url: '',
    received: [],
    mode: 'accept',
    attempts: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        state.attempts++;
        const mode = state.mode;
        if (mode === 'reject') {
          callback(Object.assign(new Error('Mailbox tijdelijk niet beschikbaar'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const headerEnd = raw.search(/\r?\n\r?\n/);
        const headers = parseHeaders(raw.slice(0, headerEnd));
        const accept = () => {
          state.received.push({
            raw,
            headers,
            subject: headers.subject ?? '',
            text: partOf(raw, 'text/plain'),
            html: partOf(raw, 'text/html'),
          });
          callback();
        };
        if (typeof mode === 'object') setTimeout(accept, mode.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
