import { allRoutes } from '@urosim/contracts';
import { buildOpenApiDocument } from '@urosim/contracts/openapi';
import { Router } from 'express';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

type Operation = {
  summary?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, { description?: string }>;
};

const renderPage = (doc: ReturnType<typeof buildOpenApiDocument>) => {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(item ?? {})) {
      const op = raw as Operation;
      const params = (op.parameters ?? [])
        .map((p) => `<code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})`)
        .join(', ');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const statuses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><strong>${status}</strong> ${escapeHtml(r.description ?? '')}</li>`)
        .join('');
      rows.push(`<section class="op" id="${escapeHtml(`${method}-${path}`)}">
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${escapeHtml(op.summary ?? '')}</p>
  ${params ? `<p>Parameters: ${params}</p>` : ''}
  ${body ? `<details><summary>Request body schema</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>` : ''}
  <ul>${statuses}</ul>
</section>`);
    }
  }
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · ${escapeHtml(doc.info.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1.5rem;color:#1a1a1a}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f5f7;padding:1rem;overflow:auto;border-radius:6px}
.op{border-top:1px solid #ddd;padding:.5rem 0}.m{display:inline-block;min-width:4.5rem;padding:.1rem .4rem;border-radius:4px;color:#fff;font-size:.85rem;text-align:center}
.get{background:#0b5cad}.post{background:#1b7a3d}.put,.patch{background:#8a5a00}.delete{background:#b3261e}
</style></head><body><main>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>Every response is the envelope <code>{ success, message, errors, timestamp, data }</code>; failures add <code>error: { code, details, requestId }</code>.
The machine-readable document is at <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p>
${rows.join('\n')}
</main></body></html>`;
};

/** `/api/docs`: the OpenAPI document generated from the contracts, as JSON and as a readable page. */
export const createDocsRouter = (info: { title: string; version: string }) => {
  const doc = buildOpenApiDocument(allRoutes, info);
  const page = renderPage(doc);
  const router = Router();
  router.get('/api/docs/openapi.json', (_req, res) => {
    res.json(doc);
  });
  router.get('/api/docs', (req, res) => {
    if (req.accepts(['html', 'json']) === 'json') {
      res.json(doc);
      return;
    }
    res.type('html').send(page);
  });
  return router;
};
