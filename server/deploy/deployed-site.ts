// Issue 18: what the build holds, read the way the embedded server reads it (server/site.ts), as the description the
// nginx generator writes out: each prerendered page with its own policy, the not-found pages with the places their
// path goes, and the route rules per language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DEFAULT_LANGUAGE, ROUTE_RULES, ROUTED_LANGUAGES, localizedPath, routeRedirect, splitLanguagePrefix } from '../../src/domain/index.ts';
import { NOT_FOUND_PAGES_FILE, NOT_FOUND_PLACEHOLDER, notFoundPage, type NotFoundPageFile } from '../not-found-pages.ts';
import { inlinedStylesheets, readBuildStylesheets, readViteManifest } from '../page-assets.ts';
import { contentSecurityPolicy, nonDocumentHeaderEntries, type PolicySources } from '../security-headers.ts';
import { escapeRegExp } from './language-maps.ts';
import type { DeployedNotFound, DeployedPage, DeployedRule, NginxSite } from './nginx-config.ts';

/** Stands for the visitor's part of the path in a not-found page until nginx writes it in (SSI, HTML-escaped). */
const REST_TOKEN = 'hv-visitor-path-rest';
const SSI_REST = '<!--# echo var="hv_not_found_rest" encoding="entity" -->';

/** What both deployment targets need of a build: its pages with their policies, the not-found pages and the rules. */
export type DeployedBuild = Pick<NginxSite, 'clientDir' | 'pagesDir' | 'pages' | 'notFound' | 'rules' | 'assetPolicy' | 'securityHeaders'>;

function pageFiles(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A main link's section as the header marks it (not-found-pages.ts reads the same markup). */
function sectionsOf(html: string): string[] {
  const hrefs = [...html.matchAll(/<a class="site-nav__link"(?: aria-current="page")? href="([^"]*)"/g)].map((match) => match[1] ?? '');
  return [...new Set(hrefs.map((href) => splitLanguagePrefix(href).pathWithoutPrefix).filter((section) => section !== '/'))];
}


/**
 * The not-found pages nginx serves: for a route with a parameter, its page for a value that fails validation; for each
 * language's catch-all, one page per header section (its link marked current) and one for paths in no section. The
 * prefixed languages' patterns come first: the English catch-all matches every path.
 */
function notFoundPages(distDir: string, policyOf: (html: string) => string): DeployedNotFound[] {
  const file = JSON.parse(readFileSync(join(distDir, NOT_FOUND_PAGES_FILE), 'utf8')) as NotFoundPageFile;
  // English after every prefixed language, and in each language its catch-all after its routes.
  const rank = (id: string) => (id.startsWith(`${DEFAULT_LANGUAGE}:`) ? 2 : 0) + (id.endsWith(':not-found') ? 1 : 0);
  const entries = Object.entries(file).sort(([a], [b]) => rank(a) - rank(b));
  const found: DeployedNotFound[] = [];
  for (const [id, { path, html }] of entries) {
    const page = notFoundPage(path, html);
    const fixed = path.slice(0, -NOT_FOUND_PLACEHOLDER.length);
    const variant = (name: string, pattern: string, samplePath: string) =>
      found.push({ pattern, file: `${name}.html`, html: page.html(samplePath).replaceAll(REST_TOKEN, SSI_REST), policy: policyOf(html) });
    const name = id.replace(/[^\w-]/g, '-');
    if (!id.endsWith(':not-found')) {
      variant(name, `^${escapeRegExp(fixed)}(?<r>[^/]+)$`, `${fixed}${REST_TOKEN}`);
      continue;
    }
    // The catch-all: `fixed` is the language's prefix and a slash.
    const prefix = fixed.slice(0, -1);
    for (const section of sectionsOf(html)) {
      variant(`${name}${section.replace(/[^\w-]/g, '-')}`, `^${escapeRegExp(prefix + section)}/(?<r>.+)$`, `${prefix}${section}/${REST_TOKEN}`);
    }
    variant(name, `^${escapeRegExp(prefix)}/(?<r>.*)$`, `${prefix}/${REST_TOKEN}`);
  }
  return found;
}

/** The route rules (SPEC §7) for every language's path; an external target carries none of the query. */
function routeRules(): DeployedRule[] {
  return ROUTED_LANGUAGES.flatMap((language) =>
    Object.keys(ROUTE_RULES).flatMap((path): DeployedRule[] => {
      const rule = routeRedirect(ROUTE_RULES, language, path);
      return rule === undefined ? [] : [{ path: localizedPath(language, path), location: rule.location, status: rule.status, keepsQuery: !rule.external }];
    }),
  );
}

/**
 * The build as the deployment targets need it. `policy` is what the policies name besides the page's own stylesheets
 * (the API's origin, Google's challenge, the report URI).
 */
export function deployedBuild(distDir: string, policy: Omit<PolicySources, 'inlineStyles'>): DeployedBuild {
  const clientDir = join(distDir, 'client');
  const pagesDir = join(distDir, 'pages');
  const { policySourceOf } = readBuildStylesheets(clientDir, readViteManifest(clientDir));
  const policyOf = (html: string) => contentSecurityPolicy({ ...policy, inlineStyles: inlinedStylesheets(html).map(policySourceOf) });
  const pages: DeployedPage[] = pageFiles(pagesDir).map((file) => {
    const directory = relative(pagesDir, join(file, '..')).split(sep).join('/');
    return { path: `/${directory}`.replace(/\/$/, '') || '/', policy: policyOf(readFileSync(file, 'utf8')) };
  });
  const [assetPolicy, ...others] = nonDocumentHeaderEntries(policy);
  if (assetPolicy?.[0] !== 'Content-Security-Policy') throw new Error('The security headers no longer start with the policy.');
  return { clientDir, pagesDir, assetPolicy: assetPolicy[1], securityHeaders: others, pages, notFound: notFoundPages(distDir, policyOf), rules: routeRules() };
}

/** Debian's brotli_static module (libnginx-mod-http-brotli-static), when this machine has it. */
export function debianBrotliModule(): string | undefined {
  const path = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return existsSync(path) ? path : undefined;
}
