import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { siteOrigin } from './src/domain/seo/site-url.ts';
import { blogPlugin } from './scripts/blog/vite-plugin-blog.ts';

/**
 * Issue 7: the page's first script only waits for the load event (src/boot.ts), so it is fetched at low
 * priority. A module script is fetched at high priority by default, which Lighthouse (and the browser's
 * scheduler) treat as holding up the first paint.
 */
function lowPriorityEntryScript(): Plugin {
  const entryScript = '<script type="module" crossorigin';
  return {
    name: 'low-priority-entry-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(entryScript)) throw new Error('index.html: no entry module script to fetch at low priority.');
        return html.replace(entryScript, '<script type="module" fetchpriority="low" crossorigin');
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), blogPlugin(import.meta.dirname), lowPriorityEntryScript()],
  // The build id names this build's manifest (SPEC §7); scripts/build.ts sets it for each build.
  // Canonical and share URLs name SITE_ORIGIN (issue 6, docs/decisions.md), fixed at build time like the pages.
  define: {
    __BUILD_ID__: JSON.stringify(process.env['BUILD_ID'] ?? 'dev'),
    __SITE_ORIGIN__: JSON.stringify(siteOrigin(process.env)),
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    // Issue 7: no script preloads. The app is fetched after the page has loaded; inserting a preload link
    // for each of its chunks was a long task of its own on a phone, and the browser finds the chunks from
    // the modules' own imports. Lazily loaded stylesheets are still linked before their module runs.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React's bindings travel with React: a document page's runtime runs machines without React (issue 17).
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler|use-sync-external-store|@xstate[\\/]react)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/](react-router)[\\/]/, priority: 3 },
            { name: 'xstate', test: /node_modules[\\/]xstate[\\/]/, priority: 4 },
            { name: 'di', test: /node_modules[\\/](inversify|@inversifyjs|reflect-metadata)[\\/]/, priority: 3 },
            { name: 'lingui', test: /node_modules[\\/](@lingui)[\\/]/, priority: 3 },
            // One chunk for Effect: split by the pages' entries it came to several, each compressed on its own.
            { name: 'effect', test: /node_modules[\\/]effect[\\/]/, priority: 3 },
          ],
        },
      },
    },
    // `BUILD_SOURCEMAP=1 npm run build` for `npm run bench:trace`: maps beside the assets, named by no asset.
    sourcemap: process.env['BUILD_SOURCEMAP'] === '1' ? 'hidden' : false,
  },
});
