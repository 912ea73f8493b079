// `npm run bench:page -- <url> [runs]` (issue 7): Lighthouse's mobile simulation on one URL of a running server,
// several times, printing each run's metrics, its LCP element, and the main-thread tasks Lighthouse counted as long
// (observed duration, before its 4× simulation). For judging one change quickly; `npm run bench` is the measure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, LIGHTHOUSE_CHROME_FLAGS } from './chromium.ts';

type Audit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } };

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 5);
if (url === undefined || !Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench:page -- <url> [runs]   (for example http://127.0.0.1:8080/pricing 5)');
  process.exit(2);
}
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
try {
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const audits = result.lhr.audits as Record<string, Audit>;
    const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    const score = Math.round((result.lhr.categories['performance']?.score ?? 0) * 100);
    console.log(`run ${run}: score ${score}, FCP ${value('first-contentful-paint')}, LCP ${value('largest-contentful-paint')}, TBT ${value('total-blocking-time')}, SI ${value('speed-index')}, TTI ${value('interactive')}`);
    const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0] as { items?: { node?: { nodeLabel?: string; selector?: string } }[] } | undefined;
    const lcpNode = lcpItem?.items?.[0]?.node;
    if (lcpNode) console.log(`  LCP element: ${lcpNode.selector ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 60)}"`);
    for (const task of audits['long-tasks']?.details?.items ?? []) {
      console.log(`  long task at ${Math.round(Number(task['startTime']))} ms: ${Math.round(Number(task['duration']))} ms ${String(task['url'] ?? '')}`);
    }
  }
} finally {
  await chrome.kill();
}
