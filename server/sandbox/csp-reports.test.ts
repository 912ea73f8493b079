// Issue 16, finding 9: the sandbox keeps the CSP violation reports browsers send it, within limits.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox | undefined;
afterEach(() => {
  sandbox?.close();
  sandbox = undefined;
});

const legacyReport = { 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' } };
const apiReport = [{ type: 'csp-violation', url: 'http://localhost/de', body: { effectiveDirective: 'require-trusted-types-for', blockedURL: 'trusted-types-sink' } }];

const post = (sandbox: TestSandbox, body: string, type = 'application/csp-report', headers: Record<string, string> = {}) =>
  sandbox.request('/sandbox/csp-reports', { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });

describe('CSP reports (finding 9)', () => {
  it('stores both report formats and lists them', async () => {
    const open = (sandbox = createTestSandbox());
    expect((await post(open, JSON.stringify(legacyReport))).status).toBe(204);
    expect((await post(open, JSON.stringify(apiReport), 'application/reports+json')).status).toBe(204);
    const listed = (await (await open.control('/sandbox/csp-reports.json')).json()) as { reports: { content_type: string; report: unknown }[] };
    expect(listed.reports.map((stored) => stored.report)).toEqual([apiReport, legacyReport]);
    expect(listed.reports[0]?.content_type).toBe('application/reports+json');
  });

  it('refuses other body types, oversized bodies and floods', async () => {
    const open = (sandbox = createTestSandbox());
    expect((await post(open, JSON.stringify(legacyReport), 'text/plain')).status).toBe(415);
    expect((await post(open, JSON.stringify({ 'csp-report': { sample: 'x'.repeat(64 * 1024) } }))).status).toBe(413);
    expect((await post(open, 'not json')).status).toBe(400);
    // Without a Content-Length the limit holds as the body streams in.
    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        sent += chunk.byteLength;
        if (sent > 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const chunked = await open.request('/sandbox/csp-reports', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: endless, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
    const headers = { 'X-Sandbox-Client': 'csp-flood' };
    let answered = 0;
    for (let report = 0; report < 100; report += 1) if ((await post(open, JSON.stringify(legacyReport), undefined, headers)).status === 204) answered += 1;
    expect(answered).toBeLessThan(100);
    expect((await post(open, JSON.stringify(legacyReport), undefined, headers)).status).toBe(429);
    const listed = (await (await open.control('/sandbox/csp-reports.json?limit=1000')).json()) as { reports: unknown[] };
    expect(listed.reports.length).toBe(answered);
  });
});
