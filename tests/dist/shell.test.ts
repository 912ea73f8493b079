import { describe, expect, it } from 'vitest';
import { ROUTED_LANGUAGES, SERVER_REGIONS, localizedPath, type Language, type PageKey } from '../../src/domain/index.ts';
import { translated } from '../support/catalog.ts';
import { decodeEntities } from '../support/html.ts';
import { prerenderedHtml } from './support/prerendered-pages.ts';

// SPEC §2.2: the bands of the shell each page carries in its prerendered HTML, before any script runs.

/** One element of the page, from its opening tag to its closing one (none of these nests its own tag). */
function part(html: string, tag: 'header' | 'main' | 'footer'): string {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  if (start < 0 || end < 0) throw new Error(`no <${tag}> in the page`);
  return html.slice(start, end + tag.length + 3);
}

/** The class attribute of the site header. */
function headerClass(html: string): string | undefined {
  return /<header class="([^"]*)"/.exec(part(html, 'header'))?.[1];
}

const TOOLS_BAND = /<nav class="[^"]*\btools-header\b[^"]*"[^>]*>[\s\S]*?<\/nav>/;
const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const TOOL_PATHS = ['/what-is-my-ip', '/webrtc-leak-test'] as const;

describe('the tools header (SPEC §2.2 shared piece)', () => {
  const TOOLS: readonly { path: (typeof TOOL_PATHS)[number]; pageKey: PageKey }[] = [
    { path: '/what-is-my-ip', pageKey: 'what-is-my-ip' },
    { path: '/webrtc-leak-test', pageKey: 'webrtc-leak-test' },
  ];
  const LANGUAGES: readonly Language[] = ['en', 'de', 'ar'];
  const pages = TOOLS.flatMap((tool) => LANGUAGES.map((language) => ({ ...tool, language, url: localizedPath(language, tool.path) })));

  it.each(pages)('$url opens its content with the tools band, which links to both tools and marks this one', ({ path, pageKey, language, url }) => {
    const html = prerenderedHtml(url);
    const main = part(html, 'main');
    // The band is the first thing in <main>, below the site header, and neither the header nor the footer holds it.
    expect(main.replace(/^<main[^>]*>(<!--[^>]*-->)*/, '')).toMatch(/^<nav class="[^"]*\btools-header\b/);
    expect(part(html, 'header')).not.toContain('tools-header');
    expect(part(html, 'footer')).not.toContain('tools-header');
    const band = TOOLS_BAND.exec(main)?.[0] ?? '';
    expect(decodeEntities(attribute(band, 'aria-label') ?? '')).toBe(translated(language, pageKey, 'Free privacy tools'));
    const links = [...band.matchAll(/<a [^>]*>/g)].map(([tag]) => ({ href: attribute(tag, 'href'), current: attribute(tag, 'aria-current') }));
    expect(links).toEqual(TOOL_PATHS.map((tool) => ({ href: localizedPath(language, tool), current: tool === path ? 'page' : undefined })));
  });

  it.each(['/', '/pricing', '/de/features', '/vpn-server/japan-vpn', '/ar/download'])('%s has no tools band, though its footer links to both tools', (url) => {
    const html = prerenderedHtml(url);
    expect(html).not.toMatch(/class="[^"]*\btools-header\b/);
    const language = (/^\/(\w\w)(\/|$)/.exec(url)?.[1] ?? 'en') as Language;
    for (const tool of TOOL_PATHS) expect(part(html, 'footer')).toContain(`href="${localizedPath(language, tool)}"`);
  });
});

describe('the transparent navigation bar (SPEC §2.2)', () => {
  const serverPages = ROUTED_LANGUAGES.flatMap((language) => ['/vpn-server', ...SERVER_REGIONS.map((region) => `/vpn-server/${region}`)].map((path) => localizedPath(language, path)));

  it.each(serverPages)('%s has the transparent bar', (url) => {
    expect(headerClass(prerenderedHtml(url))).toBe('site-header site-header--transparent');
  });

  it.each(['/pricing', '/de/vpn-for-social-media/facebook', '/ar/what-is-my-ip'])('%s has the solid bar', (url) => {
    expect(headerClass(prerenderedHtml(url))).toBe('site-header');
  });
});
