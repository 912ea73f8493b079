import { describe, expect, it } from 'vitest';
import { clientName, PRODUCT_CLIENTS } from './product-clients.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SPEC_IDS = [...range(1, 7), 12, 13, 15, ...range(101, 109), 114, 115, 201, 301, 302, 401, 402, ...range(501, 503), 512];

describe('PRODUCT_CLIENTS (SPEC §3)', () => {
  it('covers exactly the ids SPEC lists', () => {
    expect(Object.keys(PRODUCT_CLIENTS).map(Number)).toEqual(SPEC_IDS);
  });

  it('gives every product a distinct client name', () => {
    const names = Object.values(PRODUCT_CLIENTS).map((entry) => entry.client);
    expect(new Set(names).size).toBe(SPEC_IDS.length);
    expect(names.every((name) => name.trim() !== '')).toBe(true);
  });

  it.each([
    [[...range(1, 7), 12, 13, 15], 'ios'],
    [[...range(101, 109), 114, 115], 'android'],
    [[201], 'mac'],
    [[301, 302], 'android-tv'],
    [[401], 'chrome'],
    [[402], 'windows'],
    [range(501, 503), 'web'],
    [[512], 'sdk'],
  ] as const)('puts ids %j on %s', (ids, platform) => {
    expect(ids.map((id) => PRODUCT_CLIENTS[id]?.platform)).toEqual(ids.map(() => platform));
  });

  it('names this site, the web app type 501 (SPEC §7)', () => {
    expect(PRODUCT_CLIENTS[501]).toEqual({ client: 'Master Web', productLine: 'Master', platform: 'web' });
  });
});

describe('clientName', () => {
  it.each([
    [1, 'Master iOS'],
    [15, 'TurboLite iOS'],
    [101, 'Master Android'],
    [115, 'TurboNovel Android'],
    [201, 'Master Mac'],
    [301, 'Master Android TV'],
    [302, 'TV'],
    [401, 'Master Chrome Extension'],
    [402, 'Master Windows'],
    [501, 'Master Web'],
    [512, 'WiFi Browser SDK'],
  ])('names product %i %j', (id, name) => {
    expect(clientName(id)).toBe(name);
  });

  it.each([0, 8, 14, 110, 500, 999, -1, 1.5, Number.NaN])('knows no client for id %d', (id) => {
    expect(clientName(id)).toBeUndefined();
  });
});
