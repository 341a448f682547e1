import { escapeHtml } from '../../shared/seo/head-tags.ts';

type Json = Record<string, unknown>;

const methods = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const;

function pretty(value: unknown): string {
  return `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;
}

/** Escaped text whose `quoted` parts (the document's Markdown code spans) show as code. */
function prose(text: unknown): string {
  return escapeHtml(String(text ?? '')).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function refName(schema: unknown): string | undefined {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? ref.split('/').pop() : undefined;
}

function schemaLink(schema: unknown): string {
  const name = refName(schema);
  return name ? `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>` : pretty(schema);
}

function contentList(content: Json | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(
      ([type, entry]) =>
        `<div class="content"><span class="type">${escapeHtml(type)}</span> ${schemaLink((entry as Json).schema)}</div>`,
    )
    .join('');
}

function parameterTable(parameters: Json[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td><td>${prose(p.description)}</td></tr>`,
    )
    .join('');
  return `<table><caption>Parameters</caption><thead><tr><th scope="col">name</th><th scope="col">in</th><th scope="col">required</th><th scope="col">meaning</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operation(path: string, method: string, op: Json, shared: Json[]): string {
  const id = escapeHtml(String(op.operationId ?? `${method}-${path}`));
  const responses = Object.entries((op.responses ?? {}) as Record<string, Json>)
    .map(
      ([status, response]) =>
        `<li><strong>${escapeHtml(status)}</strong> ${prose(response.description)}${contentList(response.content as Json | undefined)}</li>`,
    )
    .join('');
  const body = op.requestBody as Json | undefined;
  return `<section class="operation" id="${id}" aria-labelledby="${id}-title">
  <h3 id="${id}-title"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${prose(op.summary)}</p>
  ${op.description ? `<div class="description">${prose(op.description)}</div>` : ''}
  ${parameterTable([...shared, ...((op.parameters as Json[] | undefined) ?? [])])}
  ${body ? `<h4>Request body</h4>${contentList(body.content as Json)}` : ''}
  <h4>Answers</h4><ul class="responses">${responses}</ul>
</section>`;
}

/**
 * The API's documentation page, rendered on the server from the OpenAPI document: plain HTML and
 * CSS from our own origin, so the site's Content-Security-Policy stays as it is (no script).
 */
export function renderDocsPage(document: Json): string {
  const info = document.info as Json;
  const paths = document.paths as Record<string, Json>;
  const schemas = ((document.components as Json).schemas ?? {}) as Record<string, unknown>;
  const operations = Object.entries(paths)
    .flatMap(([path, item]) =>
      methods
        .filter((method) => item[method])
        .map((method) =>
          operation(
            path,
            method,
            item[method] as Json,
            (item.parameters as Json[] | undefined) ?? [],
          ),
        ),
    )
    .join('\n');
  const schemaSections = Object.entries(schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${pretty(schema)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(String(info.title))} ${escapeHtml(String(info.version))}</title>
<style>
  :root { color-scheme: light dark; --ink: #1a1a1a; --bg: #ffffff; --muted: #4a4a4a; --line: #d0d0d0; --code: #f3f3f3; }
  @media (prefers-color-scheme: dark) { :root { --ink: #f0f0f0; --bg: #15171a; --muted: #c8c8c8; --line: #3a3d42; --code: #202327; } }
  body { font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: var(--bg); margin: 0 auto; max-width: 60rem; padding: 1rem; }
  a { color: inherit; }
  pre { background: var(--code); padding: .75rem; overflow-x: auto; font-size: .85rem; }
  code { font-family: ui-monospace, monospace; }
  .operation { border-top: 1px solid var(--line); padding: .5rem 0 1rem; }
  .method { display: inline-block; min-width: 4.5rem; font-weight: 700; }
  .description { white-space: pre-wrap; color: var(--muted); }
  table { border-collapse: collapse; margin: .5rem 0; }
  caption { text-align: left; font-weight: 600; }
  th, td { border: 1px solid var(--line); padding: .25rem .5rem; text-align: left; vertical-align: top; }
  .type { font-family: ui-monospace, monospace; color: var(--muted); }
  nav ul { columns: 2; }
</style>
</head>
<body>
<header>
<h1>${escapeHtml(String(info.title))} <small>${escapeHtml(String(info.version))}</small></h1>
<p>${prose(info.description)}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
</header>
<main>
<h2>Operations</h2>
${operations}
<h2>Schemas</h2>
${schemaSections}
</main>
</body>
</html>`;
}
