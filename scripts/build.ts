// `npm run build`: client bundle, server renderer, then every page prerendered to dist/pages.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
const started = performance.now();

await build({ root, logLevel: 'warn' });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', copyPublicDir: false } });
await import('./prerender.ts');
await writeFile(join(root, 'dist/.build-stamp'), new Date().toISOString());

console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
