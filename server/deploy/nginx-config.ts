// Issue 18: the production server block, generated from what the embedded server knows — the route table, the
// language rules, each prerendered page's own headers, the not-found pages — so that nginx answers every request the
// way server/site.ts does. Nothing here is written by hand for one page; the conformance suite
// (tests/e2e/conformance.spec.ts) runs the same HTTP cases against both servers.
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, ROUTE_DEFINITIONS, SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE, rendersOnDemand } from '../../src/domain/index.ts';
import { PAGE_VARY } from '../build-files.ts';
import { STRICT_TRANSPORT_SECURITY } from '../security-headers.ts';
import { CONTENT_TYPES } from '../static-files.ts';
import { escapeRegExp, exactly, languageAlternatives, languageMaps, quoted } from './language-maps.ts';

/** A prerendered page: its address and its own Content-Security-Policy (the stylesheets it inlines). */
export type DeployedPage = { readonly path: string; readonly policy: string };

/** A not-found page as nginx serves it: chosen by a pattern of the raw path, which captures the part it writes in. */
export type DeployedNotFound = {
  /** A PCRE over the raw path (case-insensitive, as the browser's router matches) with a named group `r`. */
  readonly pattern: string;
  /** Its file under the not-found directory; the captured part is written in by SSI. */
  readonly file: string;
  readonly html: string;
  readonly policy: string;
};

/** A redirect of the route rules (SPEC §7) for one raw path. */
export type DeployedRule = { readonly path: string; readonly location: string; readonly status: 301 | 302; readonly keepsQuery: boolean };

export type NginxSite = {
  /** Absolute directories of the build. */
  readonly clientDir: string;
  readonly pagesDir: string;
  /** Where the generated files live once written (the not-found pages and the speculation rules are read from there). */
  readonly deployDir: string;
  readonly listen: number;
  /** The API (API_BASE), or the embedded server's sandbox when run locally: /api/, /ws/ and /l10n/ go there. */
  readonly apiUpstream: string;
  /**
   * The embedded server as the renderer of what cannot be prerendered (blog listings with a query) and, in the local
   * shape, the sandbox's pages and the runtime configuration (its STUN port is the server's to know).
   */
  readonly renderUpstream: string;
  /** The local shape: the sandbox's own pages are proxied too, and the runtime configuration comes from it. */
  readonly sandbox: boolean;
  /** The non-page answers' Content-Security-Policy (no inline stylesheet hashes). */
  readonly assetPolicy: string;
  /** The security headers every answer carries besides its Content-Security-Policy. */
  readonly securityHeaders: readonly (readonly [string, string])[];
  readonly speculationRules: boolean;
  readonly pages: readonly DeployedPage[];
  readonly notFound: readonly DeployedNotFound[];
  readonly rules: readonly DeployedRule[];
  /** Where brotli_static lives, or undefined when this nginx has no such module (gzip answers only). */
  readonly brotliModule?: string | undefined;
  /**
   * The standalone configuration's worker user, when its master runs as root: the user who owns the build. nginx
   * would otherwise drop to `nobody`, which cannot read a build under a private directory (a fresh clone in a 0700
   * temporary directory, or under /root).
   */
  readonly workerUser?: string | undefined;
};

/** The request bodies the API accepts (the sandbox's MAX_BODY_BYTES); larger ones never reach it. */
const API_BODY_LIMIT = '64k';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HSTS_MAP = `map $scheme $hv_hsts {\n    default "";\n    https ${quoted(STRICT_TRANSPORT_SECURITY)};\n}`;

/** Small answers the embedded server compresses as it sends them (hono's compress), where no precompressed file exists. */
const DYNAMIC_GZIP = ['gzip on;', `gzip_types application/json ${SPECULATION_RULES_TYPE};`];

const header = (name: string, value: string) => `add_header ${name} ${value.startsWith('$') ? value : quoted(value)} always;`;

/** The nginx files: the standalone main configuration, the http-level maps, the server block and the data files. */
export function nginxFiles(site: NginxSite): Readonly<Record<string, string>> {
  const files: Record<string, string> = {
    'maps.conf': maps(site),
    'site.conf': serverBlock(site),
    'security-headers.conf': securityHeadersInclude(site),
    'page-headers.conf': pageHeadersInclude(site),
    'nginx.conf': mainConfig(site),
  };
  for (const page of site.notFound) files[`not-found/${page.file}`] = page.html;
  return files;
}

/** The headers every answer carries; documents add their own policy (page-headers.conf). */
function securityHeadersInclude(site: NginxSite): string {
  return [header('Content-Security-Policy', site.assetPolicy), ...site.securityHeaders.map(([name, value]) => header(name, value)), header('Strict-Transport-Security', '$hv_hsts')].join('\n') + '\n';
}

function pageHeadersInclude(site: NginxSite): string {
  return [
    ...site.securityHeaders.map(([name, value]) => header(name, value)),
    header('Strict-Transport-Security', '$hv_hsts'),
    ...(site.speculationRules ? [header('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`)] : []),
  ].join('\n') + '\n';
}


function maps(site: NginxSite): string {
  const policies = [...new Set([...site.pages.map((page) => page.policy), ...site.notFound.map((page) => page.policy)])];
  const policyId = new Map(policies.map((policy, index) => [policy, `p${index}`]));
  const lines = (entries: readonly string[]) => entries.map((entry) => `    ${entry}`).join('\n');
  return [
    '# Generated by `npm run build` (server/deploy/nginx-config.ts) — do not edit.',
    languageMaps(),
    HSTS_MAP,
    `map $scheme $hv_secure_cookie {\n    default "";\n    https "; Secure";\n}`,
    // A page's policy by its file ($uri once try_files has found it), through the build's few distinct ones.
    `map $uri $hv_page_policy_id {\n    default "";\n${lines(site.pages.map((page) => `${quoted(page.path === '/' ? '/index.html' : `${page.path}/index.html`)} ${policyId.get(page.policy)};`))}\n}`,
    `map $hv_page_policy_id $hv_page_policy {\n    default ${quoted(site.assetPolicy)};\n${lines(policies.map((policy) => `${policyId.get(policy)} ${quoted(policy)};`))}\n}`,
    // A prerendered file may be named only by word characters, hyphens and single slashes (build-files.ts).
    'map $uri $hv_page_file {\n    default /.no-page;\n    / /index.html;\n    "~^(?<p>(/[\\w-]+)+)$" $p/index.html;\n}',
    // Blog listings read their query while rendering: with one, the renderer answers; so it does every address of a
    // route with an unbounded parameter (issue 19: an invoice), in any case as the browser's router matches.
    `map "$uri:$args" $hv_render {\n    default "";\n    "~^(/[a-z]{2})?/blog/(more|search):." 1;\n${lines(onDemandPatterns().map((pattern) => `${quoted(pattern)} 1;`))}\n}`,
    // A page's address in other capitals moves to the page's own (prerenderedCaseVariant).
    `map $hv_path $hv_case_variant {\n    default "";\n${lines(site.pages.filter((page) => /[a-z]/.test(page.path)).map((page) => `${quoted(`~*^${escapeRegExp(page.path)}$`)} ${page.path}$hv_query;`))}\n}`,
    `map $hv_path $hv_rule_301 {\n    default "";\n${lines(site.rules.filter((rule) => rule.status === 301).map((rule) => `${exactly(rule.path)} ${quoted(`${rule.location}${rule.keepsQuery ? '$hv_query' : ''}`)};`))}\n}`,
    `map $hv_path $hv_rule_302 {\n    default "";\n${lines(site.rules.filter((rule) => rule.status === 302).map((rule) => `${exactly(rule.path)} ${quoted(`${rule.location}${rule.keepsQuery ? '$hv_query' : ''}`)};`))}\n}`,
    // The not-found page of the route the path reaches, and the part of the path it writes in.
    `map $hv_path $hv_not_found_file {\n    default "";\n${lines(site.notFound.map((page) => `${quoted(`~*${page.pattern}`)} ${page.file};`))}\n}`,
    `map $hv_path $hv_not_found_rest {\n    default "";\n${lines(site.notFound.map((page) => `${quoted(`~*${page.pattern}`)} $r;`))}\n}`,
    `map $hv_not_found_file $hv_not_found_policy {\n    default ${quoted(site.assetPolicy)};\n${lines(site.notFound.map((page) => `${page.file} ${policyId.get(page.policy)};`))}\n}`,
    `map $hv_not_found_policy $hv_not_found_csp {\n    default ${quoted(site.assetPolicy)};\n${lines(policies.map((policy) => `${policyId.get(policy)} ${quoted(policy)};`))}\n}`,
    'map $http_upgrade $hv_connection {\n    default upgrade;\n    "" "";\n}',
  ].join('\n\n') + '\n';
}

/** Issue 19: each route rendered on demand as a case-insensitive pattern of `$uri:$args`, under any language prefix. */
export function onDemandPatterns(): string[] {
  return ROUTE_DEFINITIONS.filter(rendersOnDemand).map((route) => {
    const path = route.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/');
    return `~*^(?:/(?:${languageAlternatives()}))?${path}:`;
  });
}

/**
 * The content types both servers send (static-files.ts). nginx names the charset itself (`charset`), so filters that
 * read the type — SSI on the not-found pages — see the bare media type.
 */
function typesBlock(): string {
  const byType = new Map<string, string[]>();
  const withCharset = new Set<string>(['application/rss+xml']);
  // charset_types always holds text/html; naming it again is a warning.
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const [media = type, parameter] = type.split(';').map((part) => part.trim());
    if (parameter?.toLowerCase() === 'charset=utf-8') withCharset.add(media);
    byType.set(media, [...(byType.get(media) ?? []), extension.slice(1)]);
  }
  return [
    'types {',
    ...[...byType].map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`),
    '}',
    'charset UTF-8;',
    `charset_types ${[...withCharset].filter((type) => type !== 'text/html').join(' ')};`,
  ].join('\n');
}

function proxy(upstream: string, extra: readonly string[] = []): string[] {
  return [
    `proxy_pass ${upstream};`,
    // What the upstream says its answers are stays as it says it.
    'charset off;',
    'proxy_http_version 1.1;',
    'proxy_set_header Host $http_host;',
    // The API's rate limits key on the visitor's address (issue 16: it believes these only from a trusted proxy).
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    ...extra,
  ];
}

function block(head: string, body: readonly string[]): string {
  return [`${head} {`, ...body.flatMap((line) => line.split('\n')).map((line) => (line === '' ? '' : `    ${line}`)), '}'].join('\n');
}

function serverBlock(site: NginxSite): string {
  const security = 'include security-headers.conf;';
  const page = 'include page-headers.conf;';
  // A redirect varies with the visitor when the language rules could have answered otherwise: every one but the
  // canonical rewrites, which come first.
  const redirect = (status: 301 | 302, target: string, extra: readonly string[] = []) =>
    block(`if (${target})`, [
      header('Cache-Control', status === 301 ? 'public, max-age=3600' : 'no-store'),
      ...(target === '$hv_canonical' ? [] : [header('Vary', PAGE_VARY)]),
      ...extra,
      security,
      `return ${status} ${target};`,
    ]);
  const secure = '$hv_secure_cookie';
  const rememberLanguage = header('Set-Cookie', `${LANGUAGE_COOKIE}=$hv_browser_language; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`);

  return block('server', [
    `listen ${site.listen};`,
    'server_tokens off;',
    // The raw path decides the canonical redirects; nginx must not merge its slashes first.
    'merge_slashes off;',
    // Locations are relative, as the embedded server writes them.
    'absolute_redirect off;',
    'port_in_redirect off;',
    `root ${site.clientDir};`,
    typesBlock(),
    'default_type application/octet-stream;',
    'gzip_static on;',
    ...(site.brotliModule === undefined ? [] : ['brotli_static on;']),
    'gzip_vary on;',
    'etag on;',
    // Every 404 of the site is its not-found page, wherever nginx decided it.
    'error_page 404 @not_found;',
    '',
    '# The API, its WebSocket and the translations it serves: the visitor\'s address goes along for the rate limits.',
    ...['/api/', '/ws/', '/l10n/'].map((prefix) =>
      block(`location ^~ ${prefix}`, [`client_max_body_size ${API_BODY_LIMIT};`, ...proxy(site.apiUpstream, ['proxy_set_header Upgrade $http_upgrade;', 'proxy_set_header Connection $hv_connection;'])]),
    ),
    ...(site.sandbox
      ? [
          '# The sandbox (local shape only): its pages and the runtime configuration, which names its STUN port.',
          block('location ^~ /sandbox', [`client_max_body_size ${API_BODY_LIMIT};`, ...proxy(site.renderUpstream)]),
          block('location = /runtime-config.json', proxy(site.renderUpstream)),
        ]
      : [
          block('location = /runtime-config.json', [
            `alias ${site.deployDir}/runtime-config.json;`,
            'default_type application/json;',
            'types { }',
            header('Cache-Control', 'no-cache'),
            security,
          ]),
        ]),
    ...(site.speculationRules
      ? [
          block(`location = ${SPECULATION_RULES_PATH}`, [
            `alias ${site.deployDir}/speculation-rules.json;`,
            'types { }',
            `default_type ${SPECULATION_RULES_TYPE};`,
            ...DYNAMIC_GZIP,
            header('Cache-Control', 'no-cache'),
            security,
          ]),
        ]
      : []),
    '',
    '# The build manifest is asked afresh; a build\'s own meta file never changes.',
    block('location = /builds/latest.json', [header('Cache-Control', 'no-cache'), ...DYNAMIC_GZIP, security, 'try_files $uri @page;']),
    block('location /builds/meta/', [header('Cache-Control', IMMUTABLE), security, 'try_files $uri @page;']),
    block('location /builds/', ['try_files /.no-file @page;']),
    block('location /assets/', [header('Cache-Control', IMMUTABLE), security, 'try_files $uri @page;']),
    '# Dotfiles, source maps and the build\'s template are not files to serve.',
    block('location ~ (^|/)\\.|\\.map$', ['try_files /.no-file @page;']),
    block('location = /index.html', ['try_files /.no-file @page;']),
    block('location ~ /_payload\\.json$', [`root ${site.pagesDir};`, header('Cache-Control', 'no-cache'), security, 'try_files $uri @page;']),
    block('location ~ /rss\\.xml$', ['types { }', 'default_type application/rss+xml;', header('Cache-Control', 'public, max-age=3600'), security, 'try_files $uri @page;']),
    block('location /', [header('Cache-Control', 'public, max-age=3600'), security, 'try_files $uri @page;']),
    '',
    '# Pages: SPEC §2.1 redirects, then the prerendered page, then the route rules and the not-found page.',
    block('location @page', [
      redirect(301, '$hv_canonical'),
      redirect(302, '$hv_cookie_target'),
      redirect(302, '$hv_browser_target', [rememberLanguage]),
      // The renderer's answer carries its own headers: it is handled where this location's headers do not apply.
      'error_page 418 = @render;',
      block('if ($hv_render)', ['return 418;']),
      `root ${site.pagesDir};`,
      header('Cache-Control', 'no-cache'),
      header('Vary', PAGE_VARY),
      header('Content-Security-Policy', '$hv_page_policy'),
      page,
      'try_files $hv_page_file @unknown;',
    ]),
    block('location @render', proxy(site.renderUpstream)),
    block('location @unknown', [
      redirect(301, '$hv_case_variant'),
      redirect(301, '$hv_rule_301'),
      block('if ($hv_rule_302)', [header('Cache-Control', 'no-store'), header('Vary', PAGE_VARY), security, 'return 302 $hv_rule_302;']),
      'return 404;',
    ]),
    block('location @not_found', [
      `root ${site.deployDir}/not-found;`,
      'ssi on;',
      'gzip on;',
      header('Cache-Control', 'no-cache'),
      header('Vary', PAGE_VARY),
      header('Content-Security-Policy', '$hv_not_found_csp'),
      page,
      'try_files /$hv_not_found_file =500;',
    ]),
  ]) + '\n';
}

function mainConfig(site: NginxSite): string {
  return [
    '# A standalone nginx for `npm run serve:nginx` and the conformance suite; production includes maps.conf and',
    '# site.conf in its own http block.',
    ...(site.brotliModule === undefined ? [] : [`load_module ${site.brotliModule};`]),
    ...(site.workerUser === undefined ? [] : [`user ${site.workerUser};`]),
    'worker_processes auto;',
    'pid nginx.pid;',
    'error_log stderr warn;',
    'daemon off;',
    block('events', ['worker_connections 4096;']),
    block('http', [
      'access_log off;',
      'client_body_temp_path temp/body;',
      'proxy_temp_path temp/proxy;',
      'fastcgi_temp_path temp/fastcgi;',
      'uwsgi_temp_path temp/uwsgi;',
      'scgi_temp_path temp/scgi;',
      'sendfile on;',
      'tcp_nopush on;',
      'keepalive_requests 10000;',
      'open_file_cache max=10000 inactive=60s;',
      'map_hash_max_size 65536;',
      'map_hash_bucket_size 256;',
      'variables_hash_max_size 2048;',
      'include maps.conf;',
      'include site.conf;',
    ]),
  ].join('\n') + '\n';
}
