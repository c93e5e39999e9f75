import { SESSION_COOKIE } from '../../server/domain/accounts/sessions.js';
import type { TestApp } from './app.js';

let ipSeq = 0;

/**
 * A browser against the in-process app: keeps the cookies it is given (Set-Cookie), sends
 * the AJAX marker like the client, and has its own client IP (X-Forwarded-For; the test app runs
 * with TRUST_PROXY=1) so that per-IP rate limits of one test do not leak into the next.
 */
export function testBrowser(t: TestApp, ip = `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`) {
  // Cookies the app handed out (the session, the funnel claim token ...), sent back like a browser.
  const jar = new Map<string, string>();
  const b = {
    ip,
    get token() {
      return jar.get(SESSION_COOKIE);
    },
    set token(v: string | undefined) {
      if (v) jar.set(SESSION_COOKIE, v);
      else jar.delete(SESSION_COOKIE);
    },
    get cookie() {
      return jar.size ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
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
          ...(b.cookie ? { cookie: b.cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      for (const c of res.headers.getSetCookie()) {
        const [name, ...rest] = c.split(';')[0].split('=');
        const value = rest.join('=');
        if (name === SESSION_COOKIE) b.lastSetCookie = c;
        if (value && !/Max-Age=0/.test(c)) jar.set(name, value);
        else jar.delete(name);
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
