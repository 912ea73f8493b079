import { describe, expect, it } from 'vitest';
import { deviceInfo, suggestedDownloadPlatform } from './device.ts';
import { downloadProductForPlatform } from './download-product.ts';

const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CHROMEBOOK = 'Mozilla/5.0 (X11; CrOS x86_64 15917.71.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('downloadProductForPlatform', () => {
  it.each([
    [WINDOWS, 'windows'],
    [IPHONE, 'ios'],
    [MAC, 'mac'],
    [ANDROID, 'android'],
    [CHROMEBOOK, 'chrome'],
  ])('suggests the right download page for %s', (userAgent, product) => {
    const platform = suggestedDownloadPlatform(deviceInfo(userAgent));
    expect(platform).toBeDefined();
    expect(platform && downloadProductForPlatform(platform)).toBe(product);
  });

  it('suggests nothing for Linux desktops, which have no installer on the download page', () => {
    expect(suggestedDownloadPlatform(deviceInfo('Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0'))).toBeUndefined();
  });
});
