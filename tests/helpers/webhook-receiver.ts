import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback endpoint that stands in for our own webhook route: records each call's form body
// in order, and can fail on demand (to see retries) or run a check while the call is in flight.

export interface WebhookCall {
  contentType: string | undefined;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  calls: WebhookCall[];
  /** Answer 500 to this many of the next calls. */
  failNext: number;
  /** Runs before each answer (e.g. reads the payment the webhook names). */
  onCall?: (call: WebhookCall) => Promise<void> | void;
  reset(): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const call = { contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') };
    state.calls.push(call);
    await state.onCall?.(call);
    const failing = state.failNext > 0;
    if (failing) state.failNext -= 1;
    res.writeHead(failing ? 500 : 200, { 'content-type': 'text/plain' });
    res.end(failing ? 'stuk' : 'ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const state: WebhookReceiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/mollie`,
    calls: [],
    failNext: 0,
    reset() {
      state.calls.length = 0;
      state.failNext = 0;
      state.onCall = undefined;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  return state;
}
