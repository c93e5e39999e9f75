// The subscribers of the live benchmark: thousands of graphql-transport-ws sockets in this process.
// Hand-written protocol (init → ack → subscribe), not graphql-ws's client: a client object per
// socket would make this process, which shares the cores with the server, the bottleneck.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

export interface Subscriber {
  socket: WebSocket;
  /** Error frames the server answered the subscription with. */
  errors: string[];
}

/**
 * Opens a socket as a browser on the app's page would (Origin, session cookie), subscribes with
 * `query` once the server acknowledged the connection, and hands every `next` frame to `onNext`.
 */
export function subscribe(
  port: number,
  cookie: string,
  query: string,
  onNext: (frame: string) => void,
): Promise<Subscriber> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
    headers: { origin: `http://127.0.0.1:${port}`, cookie },
    perMessageDeflate: false,
  });
  const subscriber: Subscriber = { socket, errors: [] };
  return new Promise((done, fail) => {
    socket.once('open', () => socket.send('{"type":"connection_init"}'));
    socket.once('error', fail);
    socket.once('close', (code) => fail(new Error(`socket closed (${code}) before the subscription`)));
    socket.on('message', (data) => {
      const frame = data.toString();
      if (frame.includes('"type":"next"')) return onNext(frame);
      if (frame.includes('"type":"connection_ack"')) {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        socket.removeAllListeners('close');
        socket.removeAllListeners('error');
        socket.on('error', () => {});
        return done(subscriber);
      }
      if (frame.includes('"type":"error"')) subscriber.errors.push(frame);
      if (frame.includes('"type":"ping"')) socket.send('{"type":"pong"}');
    });
  });
}

/** Runs `task` for 0 … n-1 with at most `concurrency` at a time. */
export async function inParallel(n: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, concurrency) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

/** CPU time (user + system) a process has used so far, in clock ticks (Linux /proc). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Milliseconds of CPU the processes `pids` have used so far (a process that is gone counts 0). */
export function cpuMs(pids: number[]): number {
  const TICK_MS = 10; // USER_HZ is 100 on Linux
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuTicks(pid) * TICK_MS;
    } catch {
      return sum;
    }
  }, 0);
}

/**
 * Waits until the server process has (almost) stopped using CPU: every subscription it was sent is
 * then registered. graphql-ws does not acknowledge a subscribe, so this is how the benchmark knows.
 */
export async function waitIdle(pid: number, maxMs = 60_000) {
  const until = Date.now() + maxMs;
  let last = cpuTicks(pid);
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks(pid);
    if (now - last <= 2) return; // ≤ 20 ms of CPU in half a second
    last = now;
  }
}
