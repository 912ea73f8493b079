import { describe, expect, it } from 'vitest';
import { DESKTOP_MIN_WIDTH, deviceInfo, isMobileDevice, suggestedDownloadPlatform, type DeviceInfo } from './device.ts';

const UA = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidReduced: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13.0.1; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  androidNoVersion: 'Mozilla/5.0 (Linux; U; Android; en-us) AppleWebKit/533.1 (KHTML, like Gecko)',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windows7: 'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:52.0) Gecko/20100101 Firefox/52.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  bot: 'curl/8.5.0',
};

describe('deviceInfo (SPEC §3)', () => {
  it.each([
    ['an iPhone', UA.iPhone, { os_name: 'iOS', os_version: '17.4', isIos: true }],
    ['Chrome on an iPhone', UA.iPhoneChrome, { os_name: 'iOS', os_version: '16.0', isIos: true }],
    ['an iPad', UA.iPad, { os_name: 'iOS', os_version: '16.6.1', isIos: true }],
    ['an iPod', UA.iPod, { os_name: 'iOS', os_version: '12.5.7', isIos: true }],
    ['an Android phone', UA.android, { os_name: 'Android', os_version: '14', isIos: false }],
    ['an Android phone with a reduced user agent', UA.androidReduced, { os_name: 'Android', os_version: '10', isIos: false }],
    ['an Android tablet', UA.androidTablet, { os_name: 'Android', os_version: '13.0.1', isIos: false }],
    ['an Android without a version', UA.androidNoVersion, { os_name: 'Android', os_version: '', isIos: false }],
    ['Windows 10 or 11', UA.windows, { os_name: 'Windows', os_version: '10.0', isIos: false }],
    ['Windows 7', UA.windows7, { os_name: 'Windows', os_version: '6.1', isIos: false }],
    ['a Mac', UA.mac, { os_name: 'macOS', os_version: '10.15.7', isIos: false }],
    ['Firefox on a Mac', UA.macFirefox, { os_name: 'macOS', os_version: '10.15', isIos: false }],
    ['a Chromebook', UA.chromeOs, { os_name: 'ChromeOS', os_version: '14541.0.0', isIos: false }],
    ['Linux', UA.linux, { os_name: 'Linux', os_version: '', isIos: false }],
    ['a command-line client', UA.bot, { os_name: 'Unknown', os_version: '', isIos: false }],
    ['an empty user agent', '', { os_name: 'Unknown', os_version: '', isIos: false }],
    ['a Mac without a version', 'Mozilla/5.0 (Macintosh)', { os_name: 'macOS', os_version: '', isIos: false }],
    ['Windows without NT', 'Mozilla/4.0 (compatible; Windows 98)', { os_name: 'Windows', os_version: '', isIos: false }],
  ])('reads %s', (_label, userAgent, expected) => {
    expect(deviceInfo(userAgent)).toEqual(expected);
  });

  it('does not mistake words containing a system name for it', () => {
    expect(deviceInfo('MyiPhoneApp/1.0 (Androidish)').os_name).toBe('Unknown');
  });
});

describe('isMobileDevice (SPEC §3, §9)', () => {
  it('puts the desktop breakpoint at 768px', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(768);
  });

  it.each([
    ['a mobile user agent on a wide screen', UA.android, 1280, true],
    ['a wearable user agent', 'Mozilla/5.0 (Linux; Android 11; Watch) Wearable', undefined, true],
    ['"mobile" in any case', 'SomeBrowser MOBILE', undefined, true],
    ['a desktop user agent at 767px', UA.windows, 767, true],
    ['a desktop user agent at 768px', UA.windows, 768, false],
    ['a desktop user agent at 767.5px', UA.windows, 767.5, true],
    ['a desktop user agent without a viewport', UA.windows, undefined, false],
    ['an Android tablet at 800px', UA.androidTablet, 800, false],
    ['an empty user agent at 0px', '', 0, true],
    ['an empty user agent with an unknown width', '', Number.NaN, false],
  ])('answers %s: %s', (_label, userAgent, width, expected) => {
    expect(isMobileDevice(userAgent, width)).toBe(expected);
  });
});

describe('suggestedDownloadPlatform (SPEC §9)', () => {
  it.each([
    [UA.iPhone, 'iOS'],
    [UA.iPad, 'iOS'],
    [UA.android, 'Android'],
    [UA.windows, 'Windows'],
    [UA.mac, 'MacOS'],
    [UA.chromeOs, 'ChromeOS'],
    [UA.linux, undefined],
    [UA.bot, undefined],
  ])('offers the app for %s: %s', (userAgent, platform) => {
    expect(suggestedDownloadPlatform(deviceInfo(userAgent))).toBe(platform);
  });

  it('trusts the iOS flag of a hand-built device', () => {
    const info: DeviceInfo = { os_name: 'iPadOS', os_version: '17.0', isIos: true };
    expect(suggestedDownloadPlatform(info)).toBe('iOS');
  });

  it.each(['toString', 'constructor', ''])('offers nothing for the system name %j', (os_name) => {
    expect(suggestedDownloadPlatform({ os_name, os_version: '', isIos: false })).toBeUndefined();
  });
});
