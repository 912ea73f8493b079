// Issues 6 and 7: the prerendered head names every stylesheet the page needs, so it is styled before any
// script runs instead of when the app or the page's lazily loaded module arrives.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { readonly file: string; readonly src?: string; readonly imports?: readonly string[]; readonly css?: readonly string[] };
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

const ENTRY = 'index.html';

/** Chunk keys reachable through static imports from `start` (itself included). */
function staticClosure(manifest: ViteManifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/** Where a page key's module is in the sources (src/ui/app/page-modules.ts). */
export function pageModuleSource(pageKey: string): string {
  return `src/ui/pages/${pageKey}/${pageKey}.page.tsx`;
}

/** The app's module, which src/boot.ts imports once the page has loaded (issue 7). */
export const APP_MODULE = 'src/main.tsx';

/**
 * The stylesheets a page needs before any script runs: the app's (the shell, shared components) and the
 * page's own, minus what index.html already links, in cascade order.
 */
export function pageStylesheets(manifest: ViteManifest, pageKey: string | undefined): string[] {
  const linked = new Set([...staticClosure(manifest, ENTRY)].flatMap((chunk) => manifest[chunk]?.css ?? []));
  const pageKeyModule = pageKey === undefined ? undefined : pageModuleSource(pageKey);
  const chunks = [...staticClosure(manifest, APP_MODULE), ...(pageKeyModule === undefined ? [] : staticClosure(manifest, pageKeyModule))];
  return [...new Set(chunks.flatMap((chunk) => manifest[chunk]?.css ?? []))].filter((file) => !linked.has(file));
}

/** Attribute naming the built file an inlined stylesheet came from; src/boot.ts reads it. */
const INLINE_STYLE_SOURCE_ATTRIBUTE = 'data-href';

/** A stylesheet's text as written inside `<style>`: nothing in it can close the element early. */
function inlineStyleText(css: string): string {
  return css.replaceAll('</style', '<\\/style');
}

/**
 * The page's stylesheets written into its head. A stylesheet link costs a round trip before the first
 * paint (issue 7: FCP), and a page's CSS is a few kilobytes; inlined, the HTML alone paints the page. Each
 * element names its file so that src/boot.ts can tell Vite's loader the file is already applied. No
 * script is preloaded: the app is fetched after the page has loaded, never competing with the page.
 */
export function pageStyleElements(manifest: ViteManifest, pageKey: string | undefined, cssOf: (file: string) => string): string {
  return pageStylesheets(manifest, pageKey)
    .map((file) => `<style ${INLINE_STYLE_SOURCE_ATTRIBUTE}="/${file}">${inlineStyleText(cssOf(file))}</style>`)
    .join('');
}

/** The CSP source that allows exactly this stylesheet inlined (the policy keeps `style-src` closed otherwise). */
export function inlineStyleSource(css: string): string {
  return `'sha256-${createHash('sha256').update(inlineStyleText(css)).digest('base64')}'`;
}

/** The files of the stylesheets a prerendered page carries inline (see pageStyleElements), in order. */
export function inlinedStylesheets(html: string): string[] {
  return [...html.matchAll(new RegExp(`<style ${INLINE_STYLE_SOURCE_ATTRIBUTE}="/([^"]+)">`, 'g'))].map((match) => match[1] ?? '');
}

export type BuildStylesheets = {
  /** A stylesheet's text by its manifest file name. */
  readonly cssOf: (file: string) => string;
  /** The CSP source of one stylesheet of the build (see inlineStyleSource). */
  readonly policySourceOf: (file: string) => string;
  /** One CSP source per stylesheet of the build. */
  readonly policySources: readonly string[];
};

/** Every stylesheet of the build, read once. */
export function readBuildStylesheets(clientDir: string, manifest: ViteManifest): BuildStylesheets {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const texts = new Map([...files].map((file) => [file, readFileSync(join(clientDir, file), 'utf8').trim()]));
  const sources = new Map([...texts].map(([file, text]) => [file, inlineStyleSource(text)]));
  const known = <T>(map: ReadonlyMap<string, T>, file: string): T => {
    const value = map.get(file);
    if (value === undefined) throw new Error(`The build manifest names no stylesheet ${file}.`);
    return value;
  };
  return {
    cssOf: (file) => known(texts, file),
    policySourceOf: (file) => known(sources, file),
    policySources: [...sources.values()],
  };
}

/** Reads the build's manifest (vite.config.ts sets `build.manifest`). */
export function readViteManifest(clientDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}
