// Issue 6: the prerendered head names the matched page's own stylesheets (and preloads its chunk), so the
// page is styled before any script runs instead of when its lazily loaded module arrives.
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

/**
 * The `<link>` tags a page needs beyond what index.html already loads: its chunk and the chunks only it
 * imports as modulepreload, their CSS as stylesheets. Empty for an unknown page.
 */
export function pageAssetLinks(manifest: ViteManifest, pageKey: string | undefined): string {
  if (pageKey === undefined) return '';
  const key = pageModuleSource(pageKey);
  if (manifest[key] === undefined) return '';
  const loaded = staticClosure(manifest, ENTRY);
  const loadedCss = new Set([...loaded].flatMap((chunk) => manifest[chunk]?.css ?? []));
  const chunks = [...staticClosure(manifest, key)].filter((chunk) => !loaded.has(chunk));
  const css = [...new Set(chunks.flatMap((chunk) => manifest[chunk]?.css ?? []))].filter((file) => !loadedCss.has(file));
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${manifest[chunk]?.file ?? ''}">`),
  ].join('');
}

/** Reads the build's manifest (vite.config.ts sets `build.manifest`). */
export function readViteManifest(clientDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}
