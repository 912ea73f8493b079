// The servers the browser tests run against (playwright.config.ts starts them): the embedded server, and nginx with
// the generated configuration in front of it (issue 18), which the conformance suite holds to the same answers.
export const EMBEDDED_PORT = Number(process.env['E2E_PORT'] ?? 8181);
export const NGINX_PORT = Number(process.env['E2E_NGINX_PORT'] ?? EMBEDDED_PORT + 2);
export const EMBEDDED_ORIGIN = `http://127.0.0.1:${EMBEDDED_PORT}`;
export const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
