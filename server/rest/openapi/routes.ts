import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { openApiDocument } from './document.js';
import { OPERATIONS } from './operations.js';

// GET /api/openapi.json (the contract) and GET /api/docs (the same, readable: plain server-rendered
// HTML without scripts, so the strict CSP holds without a nonce).

const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
              `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${html(path)}</code></td><td>${html(o.summary ?? '')}</td><td>${statuses}</td></tr>`,
            ];
          }),
        )
        .join('\n');
      return `<h2>${html(tag)}</h2>\n<table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Answers</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Huiskans REST API</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
code{font-size:.9em;word-break:break-all}th{background:#f4f4f4}
</style>
</head>
<body>
<h1>Huiskans REST API</h1>
<p>${html(doc.info.description ?? '')}</p>
<p>The machine-readable contract: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1), with every request and answer schema. Errors are <code>{"message"}</code>; 422 adds <code>errors</code> per field.</p>
${sections}
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
