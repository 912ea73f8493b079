// `npm run bench:trace -- <url>` (issue 7): where a page's long tasks come from. Loads the URL in Debian's
// Chromium at Lighthouse's 4× CPU slowdown, records a timeline trace and a CPU profile until four seconds
// after the app has hydrated, and prints every main-thread task over 50 ms with the trace events inside it
// and its JavaScript self time by original source file or package. Source files are named when the build
// has hidden source maps: `BUILD_SOURCEMAP=1 npm run build`, then serve it (`node server/main.ts`).
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumPath } from './chromium.ts';

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur: number; args?: { name?: string; data?: Record<string, string | undefined> } };
type ProfileNode = { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const LONG_TASK_US = 50_000;
const url = process.argv[2];
if (url === undefined) {
  console.error('Usage: npm run bench:trace -- <url>   (for example http://127.0.0.1:8080/ja)');
  process.exit(2);
}
const chromePath = chromiumPath();
const assets = join(import.meta.dirname, '../dist/client/assets');

const sourceMaps = new Map<string, SourceMapConsumer | undefined>();
/** Original file (or `npm:package`) of a position in a built asset; the asset's URL path without maps. */
function origin(scriptUrl: string, line: number, column: number): string {
  const asset = /\/assets\/([^/?]+\.js)$/.exec(scriptUrl)?.[1];
  if (asset === undefined) return scriptUrl === '' ? '(native)' : new URL(scriptUrl).pathname;
  if (!sourceMaps.has(asset)) {
    const mapFile = join(assets, `${asset}.map`);
    sourceMaps.set(asset, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : undefined);
  }
  const source = sourceMaps.get(asset)?.originalPositionFor({ line: line + 1, column }).source;
  if (!source) return `/assets/${asset}`;
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? `npm:${inPackage[1]}` : source.replace(/^.*?\/(src|content|server)\//, '$1/');
}

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] }, transferMode: 'ReportEvents' });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true', null, { timeout: 60_000 });
  await page.waitForTimeout(4_000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.send('Tracing.end');
  await traced;

  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const rendererThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(thread));
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && rendererThreads.has(thread(event)));
  const busiest = new Map<string, number>();
  for (const task of tasks) busiest.set(thread(task), (busiest.get(thread(task)) ?? 0) + task.dur);
  const main = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((event) => thread(event) === main && event.ph === 'X');
  const start = events.find((event) => event.name === 'navigationStart' && thread(event) === main)?.ts ?? tasks[0]?.ts ?? 0;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const label = (event: TraceEvent) => {
    const data = event.args?.data ?? {};
    const script = (data['url'] ?? '').replace(/^https?:\/\/[^/]+/, '');
    return [event.name, data['type'] && `(${data['type']})`, data['functionName'], script].filter(Boolean).join(' ');
  };
  const ms = (microseconds: number) => (microseconds / 1000).toFixed(0).padStart(4);

  let blocking = 0;
  for (const task of tasks.filter((candidate) => thread(candidate) === main && candidate.dur > LONG_TASK_US).sort((a, b) => a.ts - b.ts)) {
    blocking += task.dur - LONG_TASK_US;
    console.log(`task at ${ms(task.ts - start)} ms: ${ms(task.dur)} ms`);
    const inside = onMain.filter((event) => event !== task && event.name !== 'RunTask' && event.dur > 4_000 && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const outermost = inside.filter((event) => !inside.some((other) => other !== event && other.dur > event.dur && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur));
    for (const event of outermost.slice(0, 8)) console.log(`   ${ms(event.dur)} ms ${label(event)}`);
    const selfTime = new Map<string, number>();
    let at = profile.startTime;
    profile.samples.forEach((id, index) => {
      at += profile.timeDeltas[index] ?? 0;
      if (at < task.ts || at > task.ts + task.dur) return;
      const frame = nodes.get(id)?.callFrame;
      const file = frame === undefined ? '?' : frame.url === '' ? `(${frame.functionName || 'native'})` : origin(frame.url, frame.lineNumber, frame.columnNumber);
      selfTime.set(file, (selfTime.get(file) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
    });
    const top = [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`   js self time: ${top.map(([file, time]) => `${file} ${ms(time).trim()}`).join(', ')}`);
  }
  console.log(`Blocking time over 50 ms per task, summed (4× slowdown, not Lighthouse's simulation): ${ms(blocking).trim()} ms`);
} finally {
  await browser.close();
}
