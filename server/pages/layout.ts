import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** Shell of the server-rendered pages (voorwaarden, privacy, contact): same look as the app. */
export function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Huiskans</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2a37; background: #f7f8fa; }
  header { background: #fff; border-bottom: 1px solid #e5e7eb; padding: 14px 20px; }
  header a { color: #0b7a5c; font-weight: 700; font-size: 20px; text-decoration: none; }
  main { max-width: 760px; margin: 32px auto; background: #fff; border-radius: 12px; padding: 28px 32px; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
  h1 { font-size: 28px; line-height: 1.25; margin-top: 0; }
  h2 { font-size: 19px; margin-top: 28px; }
  footer { text-align: center; color: #6b7280; font-size: 14px; padding: 24px; }
  footer a { color: inherit; margin: 0 8px; }
  @media (max-width: 640px) { main { margin: 0; border-radius: 0; padding: 20px; } }
</style>
</head>
<body>
<header><a href="/">Huiskans</a></header>
<main>${body}</main>
<footer><a href="/voorwaarden">Voorwaarden</a><a href="/privacy">Privacy</a><a href="/contact">Contact</a></footer>
</body>
</html>`;
}
