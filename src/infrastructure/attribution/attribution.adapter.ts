import { parseCookie } from 'cookie';
import {
  ATTRIBUTION_STORAGE_KEY,
  CHANNEL_STORAGE_KEY,
  INVITE_STORAGE_KEY,
  UTM_RETENTION_DAYS,
  UTM_TAGS_STORAGE_KEY,
  attributionFromQuery,
  cpsFromCookies,
  isChannelPartner,
  xFromHeader,
  type CookieJar,
  type Cps,
} from '../../domain/index.ts';
import { writeDocumentCookie } from '../cookies/document-cookies.ts';
import type { ExpiringStorage } from '../storage/expiring-storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC §4 Attribution in the browser: the domain decides the cookie writes and deletions from the
 * landing query; this adapter applies them, keeps the channel in session storage, and the utm tags in
 * session storage and a 45-day persisted store.
 */
export class AttributionAdapter {
  readonly #persisted: ExpiringStorage;

  constructor(persisted: ExpiringStorage) {
    this.#persisted = persisted;
  }

  cookies(): CookieJar {
    return parseCookie(document.cookie);
  }

  /** Applies the landing page's query once, on arrival. */
  applyLanding(search: string): void {
    const update = attributionFromQuery(search, this.cookies());
    for (const name of update.remove) writeDocumentCookie(name, '', { expires: new Date(0) });
    for (const cookie of update.set) writeDocumentCookie(cookie.name, cookie.value, { maxAge: cookie.maxAgeDays * 24 * 60 * 60 });
    // SPEC §4/§9: a utm_source clears affiliate tracking, cookies and the local attribution entry alike.
    if (update.utm?.utm_source !== undefined) this.#persisted.remove(ATTRIBUTION_STORAGE_KEY);
    try {
      if (update.channel !== undefined) sessionStorage.setItem(CHANNEL_STORAGE_KEY, update.channel);
      if (update.utm !== undefined) sessionStorage.setItem(UTM_TAGS_STORAGE_KEY, JSON.stringify(update.utm));
    } catch {
      // Storage refused: the persisted copy below still keeps the tags.
    }
    if (update.utm !== undefined) this.#persisted.set(UTM_TAGS_STORAGE_KEY, update.utm, UTM_RETENTION_DAYS * DAY_MS);
    if (update.invite !== undefined) this.#persisted.set(INVITE_STORAGE_KEY, update.invite, UTM_RETENTION_DAYS * DAY_MS);
  }

  /** SPEC §9: 30001 for a visitor who arrived with from=invite (within the attribution's 45 days). */
  inviteType(): number | undefined {
    const code = this.#persisted.get<unknown>(INVITE_STORAGE_KEY);
    return typeof code === 'number' ? code : undefined;
  }

  /** SPEC §7: the `_cps` object for provider so. */
  cps(): Cps | undefined {
    return cpsFromCookies(this.cookies());
  }

  /** SPEC §7: X-From is CJ when the partner client cookie exists. */
  xFrom(): string | undefined {
    return xFromHeader(this.cookies());
  }

  /** SPEC §6: affiliate cookies mark a channel-partner visitor. */
  isChannelPartner(): boolean {
    return isChannelPartner(this.cookies());
  }
}
