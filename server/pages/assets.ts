import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { fromRoot } from '../paths.js';

// Styles and scripts of the server-rendered pages are files of their own, never inline: the
// Content-Security-Policy allows scripts and styles from 'self' only (server/http/security-headers.ts).
// Each URL carries a hash of the content, so browsers may keep it for a year.

interface PageAsset {
  /** Versioned URL for the page to reference. */
  url: string;
  path: string;
  type: string;
  body: string;
}

function pageAsset(file: string, type: string): PageAsset {
  const body = readFileSync(fromRoot('server/pages/assets', file), 'utf8');
  const path = `/pages/${file}`;
  return { url: `${path}?v=${createHash('sha256').update(body).digest('hex').slice(0, 12)}`, path, type, body };
}

export const PAGES_CSS = pageAsset('pages.css', 'text/css; charset=utf-8');
export const CONTACT_JS = pageAsset('contact.js', 'text/javascript; charset=utf-8');

export const pageAssets = new Hono();
for (const asset of [PAGES_CSS, CONTACT_JS]) {
  pageAssets.get(asset.path, (c) =>
    c.body(asset.body, 200, { 'content-type': asset.type, 'cache-control': 'public, max-age=31536000, immutable' }),
  );
}
