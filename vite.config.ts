import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogPlugin } from './scripts/blog/vite-plugin-blog.ts';

export default defineConfig({
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), blogPlugin(import.meta.dirname)],
  // The build id names this build's manifest (SPEC §7); scripts/build.ts sets it for each build.
  define: { __BUILD_ID__: JSON.stringify(process.env['BUILD_ID'] ?? 'dev') },
  build: {
    outDir: 'dist/client',
    manifest: true,
  },
});
