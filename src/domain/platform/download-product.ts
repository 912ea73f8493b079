import type { DownloadProduct } from '../routing/route-values.ts';
import type { DownloadPlatform } from './device.ts';

const PRODUCT_FOR_PLATFORM: Readonly<Record<DownloadPlatform, DownloadProduct>> = {
  Windows: 'windows',
  MacOS: 'mac',
  iOS: 'ios',
  Android: 'android',
  // ChromeOS runs the Chrome extension (and Android apps from Google Play); the extension installs in one click.
  ChromeOS: 'chrome',
};

/** SPEC §9 download platforms → the /download/{product} page (SPEC §2.2) that serves that platform. */
export function downloadProductForPlatform(platform: DownloadPlatform): DownloadProduct {
  return PRODUCT_FOR_PLATFORM[platform];
}
