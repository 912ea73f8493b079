// Issues 6 and 7: the prerendered head names every stylesheet the page needs, so it is styled before any
// script runs instead of when the app or the page's lazily loaded module arrives.
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
 * page's own, minus what index.html already links. No script is preloaded: src/boot.ts fetches the app
 * after the page has loaded, so scripts never compete with the page for the network.
 */
export function pageAssetLinks(manifest: ViteManifest, pageKey: string | undefined): string {
  const linked = new Set([...staticClosure(manifest, ENTRY)].flatMap((chunk) => manifest[chunk]?.css ?? []));
  const pageKeyModule = pageKey === undefined ? undefined : pageModuleSource(pageKey);
  const chunks = [...staticClosure(manifest, APP_MODULE), ...(pageKeyModule === undefined ? [] : staticClosure(manifest, pageKeyModule))];
  const css = [...new Set(chunks.flatMap((chunk) => manifest[chunk]?.css ?? []))].filter((file) => !linked.has(file));
  return css.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
}

/** Reads the build's manifest (vite.config.ts sets `build.manifest`). */
export function readViteManifest(clientDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}
