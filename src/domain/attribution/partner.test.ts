import { describe, expect, it } from 'vitest';
import { cpsFromCookies, isChannelPartner, xFromHeader } from './partner.ts';

describe('cpsFromCookies (SPEC §7 provider so)', () => {
  it.each([
    ['cje first', { cje: 'e1', 'cf-click': 'c1', _aid: 'a1' }, { type: 'cj', value: 'e1' }],
    ['cf-click without cje', { 'cf-click': 'c1', _aid: 'a1' }, { type: 'cf', value: 'c1' }],
    ['_aid alone', { _aid: 'a1' }, { type: 'admitad', value: 'a1' }],
    ['cf-click when cje is empty', { cje: '', 'cf-click': 'c1' }, { type: 'cf', value: 'c1' }],
    ['nothing from cje-client alone', { 'cje-client': 'e1' }, undefined],
    ['nothing from the ad-network uid (SPEC §7 names three types)', { _adn: 'n1' }, undefined],
    ['nothing without cookies', {}, undefined],
    ['nothing from empty or undefined cookies', { cje: '', 'cf-click': undefined, _aid: '' }, undefined],
  ])('reports %s', (_label, cookies, expected) => {
    expect(cpsFromCookies(cookies)).toEqual(expected);
  });
});

describe('isChannelPartner (SPEC §6)', () => {
  it.each([
    [{ 'cf-click': 'c' }, true],
    [{ cje: 'e' }, true],
    [{ 'cje-client': 'e' }, true],
    [{ _aid: 'a' }, true],
    [{ channel: 'newsletter', other: 'x' }, false],
    [{ _adn: 'n1' }, false],
    [{ _aid: '', cje: undefined }, false],
    [{}, false],
  ])('marks %j as a partner visitor: %s', (cookies, expected) => {
    expect(isChannelPartner(cookies)).toBe(expected);
  });
});

describe('xFromHeader (SPEC §7)', () => {
  it.each([
    [{ 'cje-client': 'e' }, 'CJ'],
    [{ cje: 'e' }, undefined],
    [{ 'cje-client': '' }, undefined],
    [{}, undefined],
  ])('sends X-From for %j as %j', (cookies, expected) => {
    expect(xFromHeader(cookies)).toBe(expected);
  });
});
