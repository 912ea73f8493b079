import { describe, expect, it } from 'vitest';
import { attributionFromQuery, type CookieJar } from './attribution-from-query.ts';

const ALL: CookieJar = { 'cf-click': 'old-click', cje: 'old-event', 'cje-client': 'old-event', _aid: 'old-uid', other: 'x' };
const NONE: CookieJar = {};

describe('attributionFromQuery (SPEC §4 Attribution)', () => {
  it('clears all four affiliate cookies when utm_source is present', () => {
    expect(attributionFromQuery('?utm_source=google', ALL)).toEqual({
      set: [],
      remove: ['cf-click', 'cje', 'cje-client', '_aid'],
      channel: undefined,
      utm: { utm_source: 'google' },
    });
  });

  it('sets both partner-event cookies for cjevent and clears the click and affiliate uid', () => {
    expect(attributionFromQuery('?cjevent=abc123', ALL)).toEqual({
      set: [
        { name: 'cje', value: 'abc123', maxAgeDays: 45 },
        { name: 'cje-client', value: 'abc123', maxAgeDays: 45 },
      ],
      remove: ['cf-click', '_aid'],
      channel: undefined,
      utm: undefined,
    });
  });

  it('sets the click cookie for 30 days for cfclick and clears the others', () => {
    expect(attributionFromQuery('?cfclick=c-9', ALL)).toEqual({
      set: [{ name: 'cf-click', value: 'c-9', maxAgeDays: 30 }],
      remove: ['cje', 'cje-client', '_aid'],
      channel: undefined,
      utm: undefined,
    });
  });

  it('sets the affiliate uid for 45 days for admitad_uid and clears the others', () => {
    expect(attributionFromQuery('?admitad_uid=u1', ALL)).toEqual({
      set: [{ name: '_aid', value: 'u1', maxAgeDays: 45 }],
      remove: ['cf-click', 'cje', 'cje-client'],
      channel: undefined,
      utm: undefined,
    });
  });

  it('sets the ad-network uid for 45 days for adn_uid and clears the four affiliate cookies', () => {
    expect(attributionFromQuery('?adn_uid=Xy-42_a.b~c', ALL)).toEqual({
      set: [{ name: '_adn', value: 'Xy-42_a.b~c', maxAgeDays: 45 }],
      remove: ['cf-click', 'cje', 'cje-client', '_aid'],
      channel: undefined,
      utm: undefined,
    });
  });

  it.each([
    ['utm_source', '?utm_source=google', []],
    ['cjevent', '?cjevent=e', ['cje', 'cje-client']],
    ['cfclick', '?cfclick=c', ['cf-click']],
    ['admitad_uid', '?admitad_uid=a', ['_aid']],
  ])('clears the ad-network uid for a landing with %s', (_label, search, setNames) => {
    const update = attributionFromQuery(search, { _adn: 'old-adn' });
    expect(update.set.map((cookie) => cookie.name)).toEqual(setNames);
    expect(update.remove).toEqual(['_adn']);
  });

  it.each([
    ['longer than 128 characters', `?adn_uid=${'a'.repeat(129)}`],
    ['with characters no uid has', '?adn_uid=a%20b%3Cscript%3E'],
    ['with a semicolon', '?adn_uid=a;b'],
    ['with letters outside ASCII', '?adn_uid=%C3%A9t%C3%A9'],
    ['empty', '?adn_uid='],
  ])('ignores an adn_uid %s, changing no cookie', (_label, search) => {
    expect(attributionFromQuery(search, ALL)).toEqual({ set: [], remove: [], channel: undefined, utm: undefined });
  });

  it('keeps an adn_uid of exactly 128 characters, trimmed of spaces', () => {
    const uid = 'a'.repeat(128);
    expect(attributionFromQuery(`?adn_uid=%20${uid}%20`, NONE).set).toEqual([{ name: '_adn', value: uid, maxAgeDays: 45 }]);
  });

  it('lets an invalid adn_uid fall through to the next case, not stop it', () => {
    expect(attributionFromQuery('?adn_uid=%3C%3E&channel=ads', NONE).set).toEqual([{ name: 'channel', value: 'ads', maxAgeDays: 45 }]);
  });

  it.each([
    ['utm_source wins over everything', 'cjevent=e&cfclick=c&admitad_uid=a&utm_source=s', [], ['cf-click', 'cje', 'cje-client', '_aid']],
    ['cjevent wins over cfclick and admitad_uid', 'admitad_uid=a&cfclick=c&cjevent=e', ['cje', 'cje-client'], ['cf-click', '_aid']],
    ['cfclick wins over admitad_uid', 'admitad_uid=a&cfclick=c', ['cf-click'], ['cje', 'cje-client', '_aid']],
    ['admitad_uid wins over adn_uid', 'adn_uid=n&admitad_uid=a', ['_aid'], ['cf-click', 'cje', 'cje-client']],
    ['utm_source wins over adn_uid', 'adn_uid=n&utm_source=s', [], ['cf-click', 'cje', 'cje-client', '_aid']],
  ])('applies one case only: %s', (_label, search, setNames, removed) => {
    const update = attributionFromQuery(search, ALL);
    expect(update.set.map((cookie) => cookie.name)).toEqual(setNames);
    expect(update.remove).toEqual(removed);
  });

  it('removes only the cookies the visitor has', () => {
    expect(attributionFromQuery('utm_source=s', { cje: 'e', other: 'x' }).remove).toEqual(['cje']);
    expect(attributionFromQuery('cfclick=c', { 'cf-click': 'old', _aid: 'u' }).remove).toEqual(['_aid']);
    expect(attributionFromQuery('cjevent=e', NONE).remove).toEqual([]);
  });

  it('removes a cookie that is present with an empty value', () => {
    expect(attributionFromQuery('utm_source=s', { _aid: '' }).remove).toEqual(['_aid']);
  });

  it('changes nothing without attribution parameters', () => {
    expect(attributionFromQuery('?page=2', ALL)).toEqual({ set: [], remove: [], channel: undefined, utm: undefined });
  });

  it.each(['', '?', '?&&', '&'])('changes nothing for the empty query %j', (search) => {
    expect(attributionFromQuery(search, ALL)).toEqual({ set: [], remove: [], channel: undefined, utm: undefined });
  });

  it.each(['?utm_source=&cfclick=c', '?utm_source=%20&cfclick=c', '?utm_source&cfclick=c'])('treats an empty value as absent in %s', (search) => {
    const update = attributionFromQuery(search, ALL);
    expect(update.set).toEqual([{ name: 'cf-click', value: 'c', maxAgeDays: 30 }]);
    expect(update.utm).toBeUndefined();
  });

  it('reads the query with or without a leading question mark', () => {
    expect(attributionFromQuery('cfclick=c', NONE)).toEqual(attributionFromQuery('?cfclick=c', NONE));
  });

  it('decodes percent-escapes and plus signs in values', () => {
    expect(attributionFromQuery('?cjevent=a%2Fb+c', NONE).set[0]).toEqual({ name: 'cje', value: 'a/b c', maxAgeDays: 45 });
  });

  it('takes the first of repeated parameters', () => {
    expect(attributionFromQuery('?cfclick=first&cfclick=second', NONE).set).toEqual([{ name: 'cf-click', value: 'first', maxAgeDays: 30 }]);
  });

  it('keeps malformed percent-encoding as text instead of throwing', () => {
    expect(attributionFromQuery('?cfclick=%E0%A4%A&channel=%zz', NONE)).toEqual({
      set: [
        { name: 'cf-click', value: '\ufffd%A', maxAgeDays: 30 },
        { name: 'channel', value: '%zz', maxAgeDays: 45 },
      ],
      remove: [],
      channel: '%zz',
      utm: undefined,
    });
  });

  it('stores the channel in a 45-day cookie next to the affiliate change', () => {
    expect(attributionFromQuery('?channel=newsletter&cfclick=c', NONE)).toEqual({
      set: [
        { name: 'cf-click', value: 'c', maxAgeDays: 30 },
        { name: 'channel', value: 'newsletter', maxAgeDays: 45 },
      ],
      remove: [],
      channel: 'newsletter',
      utm: undefined,
    });
  });

  it('ignores an empty channel', () => {
    expect(attributionFromQuery('?channel=', NONE)).toEqual({ set: [], remove: [], channel: undefined, utm: undefined });
  });

  it('collects every utm parameter present, and only those', () => {
    const search = '?utm_campaign=spring&utm_medium=cpc&utm_source=google&utm_term=vpn&utm_content=ad1&utm_other=x';
    expect(attributionFromQuery(search, NONE).utm).toEqual({ utm_campaign: 'spring', utm_medium: 'cpc', utm_source: 'google', utm_term: 'vpn', utm_content: 'ad1' });
  });

  it('keeps utm tags without utm_source, but does not clear the cookies for them', () => {
    expect(attributionFromQuery('?utm_medium=email&utm_campaign=may', ALL)).toEqual({
      set: [],
      remove: [],
      channel: undefined,
      utm: { utm_medium: 'email', utm_campaign: 'may' },
    });
  });

  it('keeps the invite type code of a visitor who arrived with from=invite (SPEC §9), and none for another value', () => {
    expect(attributionFromQuery('?from=invite', NONE).invite).toBe(30001);
    expect(attributionFromQuery('?from=friend', NONE).invite).toBeUndefined();
    expect(attributionFromQuery('?utm_source=mail', NONE).invite).toBeUndefined();
  });
});
