import { PAGE_VISITS_STORAGE_KEY } from '../../domain/index.ts';
import { readSessionJson, writeSessionJson } from '../storage/session-json.ts';

/**
 * Page visits not yet reported, kept in the tab's sessionStorage.
 *
 * The app starts after the page has loaded (src/boot.ts), so a visitor can follow a link — a full page
 * load — before the app has sent the landing page's page_show or applied its partner query. The boot
 * script records every page load here at once; the app, on whichever page it first runs, applies the
 * attribution and reports each visit still listed, then strikes it off. The href is kept raw in the tab
 * (attribution needs its query) and redacted before it leaves the browser.
 */
const JOURNAL_KEY = PAGE_VISITS_STORAGE_KEY;
/** A tab whose app never starts (script blocked, storage of another era) must not grow without end. */
const MAX_VISITS = 20;

/** `sending`: a page has sent its page_show (a keepalive request, which outlives the page) and awaits the answer. */
export type PageVisit = { readonly id: string; readonly href: string; readonly attributed: boolean; readonly sending?: boolean };

const isPageVisit = (value: unknown): value is PageVisit =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageVisit).id === 'string' &&
  typeof (value as PageVisit).href === 'string' &&
  typeof (value as PageVisit).attributed === 'boolean';

function read(): PageVisit[] {
  // Entries that are not visits (storage of another era) are dropped one by one, not the whole journal.
  return readSessionJson<unknown[]>(JOURNAL_KEY, [], Array.isArray).filter(isPageVisit);
}

function write(visits: readonly PageVisit[]): void {
  if (visits.length > 0) return writeSessionJson(JOURNAL_KEY, visits.slice(-MAX_VISITS));
  try {
    sessionStorage.removeItem(JOURNAL_KEY);
  } catch {
    // Storage refused (private mode): there is nothing stored to remove.
  }
}

/** Records the page now shown; `attributed` says whether its query was already applied. */
export function recordPageVisit(href: string, attributed: boolean): PageVisit {
  const visit = { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`, href, attributed };
  write([...read(), visit]);
  return visit;
}

/** Visits no page has reported or is reporting: a page left while its report was in flight does not count twice. */
export function unsentPageVisits(): readonly PageVisit[] {
  return read().filter((visit) => visit.sending !== true);
}

/** The visit's report is on its way; `releasePageVisit` puts it back when the report failed. */
export function claimPageVisit(id: string): void {
  write(read().map((visit) => (visit.id === id ? { ...visit, sending: true } : visit)));
}

export function releasePageVisit(id: string): void {
  write(read().map((visit) => (visit.id === id ? { ...visit, sending: false } : visit)));
}

export function markPageVisitAttributed(id: string): void {
  write(read().map((visit) => (visit.id === id ? { ...visit, attributed: true } : visit)));
}

export function markPageVisitSent(id: string): void {
  write(read().filter((visit) => visit.id !== id));
}
