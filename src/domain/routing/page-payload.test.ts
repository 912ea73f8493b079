import { describe, expect, it } from 'vitest';
import { isVerySlowConnection, payloadPagePath, payloadPath } from './page-payload.ts';

describe('page payloads (SPEC §7)', () => {
  it('sit beside the page they belong to', () => {
    expect(payloadPath('/')).toBe('/_payload.json');
    expect(payloadPath('/de/pricing')).toBe('/de/pricing/_payload.json');
    expect(payloadPagePath('/_payload.json')).toBe('/');
    expect(payloadPagePath('/de/pricing/_payload.json')).toBe('/de/pricing');
    expect(payloadPagePath('/de/pricing')).toBeUndefined();
  });

  it('are not fetched ahead on a very slow connection or when the visitor saves data', () => {
    expect(isVerySlowConnection(undefined)).toBe(false);
    expect(isVerySlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isVerySlowConnection({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(isVerySlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isVerySlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isVerySlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
  });
});
