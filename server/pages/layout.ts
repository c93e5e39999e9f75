import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { PAGES_CSS } from './assets.js';

/**
 * Shell of the server-rendered pages (voorwaarden, privacy, contact): same look as the app. Styles
 * and scripts come from files (`scripts`: their URLs), never inline, for the Content-Security-Policy.
 */
export function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>, scripts: string[] = []) {
  return html`<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Huiskans</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PAGES_CSS.url}">
${scripts.map((src) => html`<script src="${src}" defer></script>`)}
</head>
<body>
<header><a href="/">Huiskans</a></header>
<main>${body}</main>
<footer><a href="/voorwaarden">Voorwaarden</a><a href="/privacy">Privacy</a><a href="/contact">Contact</a></footer>
</body>
</html>`;
}
