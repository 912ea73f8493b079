import { describe, expect, it } from 'vitest';
import { checkedJsonLd } from './json-ld-text.ts';

describe('the JSON-LD text policy (issue 16, Trusted Types)', () => {
  it('passes JSON through unchanged and refuses code', () => {
    expect(checkedJsonLd('{"@type":"Organization"}')).toBe('{"@type":"Organization"}');
    expect(() => checkedJsonLd('alert(1)')).toThrow();
  });
});
