import { SESSION_COOKIE } from '../../server/domain/accounts/sessions.js';
import type { TestApp } from './app.js';

let ipSeq = 0;

/**
 * A browser against the in-process app: keeps the session cookie it is given (Set-Cookie), sends
 * the AJAX marker like the client, and has its own client IP (X-Forwarded-For; the test app runs
 * with TRUST_PROXY=1) so that per-IP rate limits of one test do not leak into the next.
 */
export function testBrowser(t: TestApp, ip = `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`) {
  let token: string | undefined;
  const b = {
    ip,
    get token() {
      return token;
    },
    set token(v: string | undefined) {
      token = v;
    },
    get cookie() {
      return token ? `${SESSION_COOKIE}=${token}` : undefined;
    },
    /** The last Set-Cookie of the session cookie, raw (to check its attributes). */
    lastSetCookie: undefined as string | undefined,
    async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const isForm = body instanceof FormData;
      const res = await t.request(path, {
        method,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-for': ip,
          accept: 'application/json',
          ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
          ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      for (const c of res.headers.getSetCookie()) {
        if (!c.startsWith(`${SESSION_COOKIE}=`)) continue;
        b.lastSetCookie = c;
        const value = c.slice(SESSION_COOKIE.length + 1).split(';')[0];
        token = value && !/Max-Age=0/.test(c) ? value : undefined;
      }
      const text = await res.text();
      let json: any;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = text;
      }
      return { status: res.status, body: json, headers: res.headers };
    },
    get: (path: string) => b.request('GET', path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      b.request('POST', path, body ?? {}, headers),
    put: (path: string, body?: unknown) => b.request('PUT', path, body ?? {}),
    delete: (path: string, body?: unknown) => b.request('DELETE', path, body),
    async graphql(query: string, variables?: Record<string, unknown>) {
      const res = await b.request('POST', '/graphql', { query, variables });
      return res.body as { data?: any; errors?: { message: string }[] };
    },
  };
  return b;
}

export type TestBrowser = ReturnType<typeof testBrowser>;
