import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.js';

type PolicyConfig = Pick<Config, 'APP_URL'> &
  Partial<Pick<Config, 'GOOGLE_MAPS_KEY' | 'RECAPTCHA_SECRET' | 'RECAPTCHA_SITE_KEY'>>;
type ContentSecurityPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

// Hosts of the outside services the client loads in the browser, only when they are configured.
// Google Maps: the allowlist of https://developers.google.com/maps/documentation/javascript/content-security-policy
// (its sample policy also has 'unsafe-eval' for the map's own scripts). reCAPTCHA: Google's FAQ.
const MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', "'unsafe-eval'", 'blob:'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'blob:'],
  frame: ['*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
};
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * The Content-Security-Policy of every response, from configuration: everything from the app itself
 * ('self'; images also data: and blob: for previews of photos being uploaded; the GraphQL WebSocket
 * of APP_URL), no inline scripts or styles, no framing, no plugins. Google Maps and reCAPTCHA add
 * their hosts when their keys are set; both inject <style> elements, so then styles allow inline too.
 */
export function contentSecurityPolicy(config: PolicyConfig): ContentSecurityPolicy {
  const maps = Boolean(config.GOOGLE_MAPS_KEY);
  // The client shows reCAPTCHA only when the server checks it (app.ts: site key and secret).
  const captcha = Boolean(config.RECAPTCHA_SECRET && config.RECAPTCHA_SITE_KEY);
  const app = new URL(config.APP_URL);
  const webSocket = `${app.protocol === 'https:' ? 'wss' : 'ws'}://${app.host}`;
  const when = (on: boolean, values: string[] = []) => (on ? values : []);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...when(maps, MAPS.script), ...when(captcha, RECAPTCHA.script)],
    styleSrc: ["'self'", ...when(maps || captcha, ["'unsafe-inline'"]), ...when(maps, MAPS.style)],
    imgSrc: ["'self'", 'data:', 'blob:', ...when(maps, MAPS.img)],
    fontSrc: ["'self'", ...when(maps, MAPS.font)],
    connectSrc: ["'self'", webSocket, ...when(maps, MAPS.connect)],
    frameSrc: maps || captcha ? [...when(maps, MAPS.frame), ...when(captcha, RECAPTCHA.frame)] : ["'none'"],
    workerSrc: ["'self'", ...when(maps, MAPS.worker)],
  };
}

/**
 * GraphiQL (GET /graphql) under the same policy, but its Monaco editor injects <style> elements and
 * fonts as data: URLs at run time; scripts and workers still come only from the app.
 */
export function graphiqlContentSecurityPolicy(config: PolicyConfig): ContentSecurityPolicy {
  const policy = contentSecurityPolicy(config);
  return {
    ...policy,
    styleSrc: [...new Set([...(policy.styleSrc as string[]), "'unsafe-inline'"])],
    fontSrc: [...(policy.fontSrc as string[]), 'data:'],
  };
}

/**
 * Security headers on every response (pages, the client, GraphiQL, uploads, JSON): the policy above,
 * framing refused twice (frame-ancestors and X-Frame-Options for old browsers), no MIME sniffing,
 * only the origin as referrer to other sites, and HSTS when APP_URL is https.
 */
export function securityHeaders(config: PolicyConfig): MiddlewareHandler {
  const options = (contentSecurityPolicy: ContentSecurityPolicy) =>
    secureHeaders({
      contentSecurityPolicy,
      xFrameOptions: 'DENY',
      xContentTypeOptions: true,
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: config.APP_URL.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
    });
  const everywhere = options(contentSecurityPolicy(config));
  const graphiql = options(graphiqlContentSecurityPolicy(config));
  return (c, next) => (c.req.path === '/graphql' ? graphiql(c, next) : everywhere(c, next));
}
