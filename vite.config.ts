import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteOrigin } from './src/domain/seo/site-url.ts';
import { blogPlugin } from './scripts/blog/vite-plugin-blog.ts';

export default defineConfig({
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), blogPlugin(import.meta.dirname)],
  // The build id names this build's manifest (SPEC §7); scripts/build.ts sets it for each build.
  // Canonical and share URLs name SITE_ORIGIN (issue 6, docs/decisions.md), fixed at build time like the pages.
  define: {
    __BUILD_ID__: JSON.stringify(process.env['BUILD_ID'] ?? 'dev'),
    __SITE_ORIGIN__: JSON.stringify(siteOrigin(process.env)),
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    // `BUILD_SOURCEMAP=1 npm run build` for `npm run bench:trace`: maps beside the assets, named by no asset.
    sourcemap: process.env['BUILD_SOURCEMAP'] === '1' ? 'hidden' : false,
  },
});
