import { Hono } from 'hono';
import { PAGES_CSS } from '../../pages/assets.js';
import type { RestEnv } from '../env.js';
import { openApiDocument } from './document.js';
import { OPERATIONS } from './operations.js';

// GET /api/openapi.json (the contract) and GET /api/docs (the same, readable: plain server-rendered
// HTML without scripts or inline styles, in the server pages' stylesheet, so the strict CSP holds).

const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text with `code` spans, as in the document's descriptions. */
const prose = (s: string) => html(s).replace(/`([^`]+)`/g, '<code>$1</code>');

function docsPage(): string {
  const doc = openApiDocument();
  const tags = [...new Set(OPERATIONS.map((o) => o.tag))];
  const sections = tags
    .map((tag) => {
      const rows = Object.entries(doc.paths ?? {})
        .flatMap(([path, item]) =>
          (['get', 'post', 'put', 'delete'] as const).flatMap((method) => {
            const o = item[method];
            if (!o?.tags?.includes(tag)) return [];
            const statuses = Object.keys(o.responses ?? {}).join(' ');
            return [
              `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${html(path)}</code></td><td>${prose(o.summary ?? '')}</td><td>${statuses}</td></tr>`,
            ];
          }),
        )
        .join('\n');
      return `<h2>${html(tag)}</h2>\n<div class="api-table"><table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Answers</th></tr></thead><tbody>\n${rows}\n</tbody></table></div>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Huiskans REST API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PAGES_CSS.url}">
</head>
<body>
<header><a href="/">Huiskans</a></header>
<main class="api-docs">
<h1>Huiskans REST API</h1>
<p>${prose(doc.info.description ?? '')}</p>
<p>The machine-readable contract: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1), with every request and answer schema. Errors are <code>{"message"}</code>; 422 adds <code>errors</code> per field.</p>
${sections}
</main>
</body>
</html>`;
}

let page: string | undefined;

export const openApiRoutes = new Hono<RestEnv>()
  .get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(openApiDocument());
  })
  .get('/docs', (c) => {
    page ??= docsPage();
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(page);
  });
