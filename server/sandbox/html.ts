import type { Context } from 'hono';

/** The `limit` query of a sandbox listing: 100 by default, at most `max`. */
export function limitParam(c: Context, max = 1000): number {
  const limit = Number(c.req.query('limit') ?? 100);
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, max) : 100;
}

/** Text for HTML content and attribute values. */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** A sandbox page: no inline script or style (the site's CSP), styles from sandbox.css. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/sandbox/assets/sandbox.css">
</head>
<body class="sandbox-page">
<header class="sandbox-header"><a href="/sandbox">Sandbox</a><span class="sandbox-badge">Test environment: no email is sent and no money moves</span></header>
<main class="sandbox-main">
${body}
</main>
</body>
</html>
`;
}

/** `2025-01-31 14:05:09 UTC` */
export function formatTime(time: number): string {
  return `${new Date(time).toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}
