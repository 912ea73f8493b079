// `node scripts/run-parallel.ts typecheck lint i18n:check`: runs npm scripts side by side (issue 14: stages that
// can overlap do) and fails when any of them fails. Each script's output is printed whole when it ends, so
// the logs of two tools never interleave line by line.
import { spawn } from 'node:child_process';

type Finished = { readonly script: string; readonly code: number; readonly seconds: number; readonly output: string };

function run(script: string): Promise<Finished> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env['FORCE_COLOR'] ?? '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ script, code: code ?? 1, seconds: (performance.now() - started) / 1000, output }));
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-parallel.ts <npm script> [<npm script> …]');
  process.exit(2);
}

const results = await Promise.all(
  scripts.map(async (script) => {
    const result = await run(script);
    const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
    process.stdout.write(`\n── npm run ${script}: ${verdict} in ${result.seconds.toFixed(1)} s\n${result.output}`);
    return result;
  }),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
