// Builds when the build is missing or older than the sources (`npm start`, `npm run serve:nginx`).
import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const SOURCES = ['src', 'locales', 'content', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestChange(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

export async function ensureBuilt(): Promise<void> {
  const builtAt = (await stat(join(root, 'dist/.build-stamp')).catch(() => undefined))?.mtimeMs ?? 0;
  const changedAt = Math.max(...(await Promise.all(SOURCES.map((source) => newestChange(join(root, source))))));
  if (changedAt <= builtAt) return;
  console.log(builtAt === 0 ? 'No build yet: building the site…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
