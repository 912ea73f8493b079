// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimPageVisit, markPageVisitAttributed, markPageVisitSent, recordPageVisit, releasePageVisit, unsentPageVisits } from './page-visit-journal.ts';

describe('page visit journal', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a visit until it is reported, so a page left before the app started is still counted', () => {
    const landing = recordPageVisit('https://harborvpn.com/features?utm_source=news', false);
    const next = recordPageVisit('https://harborvpn.com/pricing', false);
    expect(unsentPageVisits().map((visit) => visit.href)).toEqual(['https://harborvpn.com/features?utm_source=news', 'https://harborvpn.com/pricing']);

    markPageVisitAttributed(landing.id);
    expect(unsentPageVisits().map((visit) => visit.attributed)).toEqual([true, false]);

    markPageVisitSent(landing.id);
    expect(unsentPageVisits()).toEqual([{ ...next }]);
    markPageVisitSent(next.id);
    expect(sessionStorage.length).toBe(0);
  });

  it('gives each visit its own id, even within one millisecond', () => {
    const first = recordPageVisit('https://harborvpn.com/', false);
    const second = recordPageVisit('https://harborvpn.com/', false);
    expect(first.id).not.toBe(second.id);
  });

  it('keeps only the latest 20 visits of a tab whose app never starts', () => {
    for (let page = 0; page < 25; page += 1) recordPageVisit(`https://harborvpn.com/blog?page=${page}`, false);
    const hrefs = unsentPageVisits().map((visit) => visit.href);
    expect(hrefs).toHaveLength(20);
    expect(hrefs[0]).toBe('https://harborvpn.com/blog?page=5');
  });

  it('reads junk or refused storage as no visits, and never throws', () => {
    sessionStorage.setItem('unsent-page-visits', '{not json');
    expect(unsentPageVisits()).toEqual([]);
    sessionStorage.setItem('unsent-page-visits', JSON.stringify([{ id: 1 }, { id: 'a', href: 'https://harborvpn.com/', attributed: true }]));
    expect(unsentPageVisits()).toEqual([{ id: 'a', href: 'https://harborvpn.com/', attributed: true }]);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => recordPageVisit('https://harborvpn.com/', false)).not.toThrow();
    setItem.mockRestore();
  });
});

describe('a visit whose report is in flight', () => {
  it('is not reported again by the next page, and is put back when its report failed', () => {
    sessionStorage.clear();
    const visit = recordPageVisit('https://harborvpn.com/features', true);
    claimPageVisit(visit.id);
    expect(unsentPageVisits()).toEqual([]);
    releasePageVisit(visit.id);
    expect(unsentPageVisits().map((unsent) => unsent.id)).toEqual([visit.id]);
    claimPageVisit(visit.id);
    markPageVisitSent(visit.id);
    releasePageVisit(visit.id);
    expect(unsentPageVisits()).toEqual([]);
  });
});
