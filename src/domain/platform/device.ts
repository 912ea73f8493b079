/** SPEC §3 device info, as sent with analytics events. */
export type DeviceInfo = { os_name: string; os_version: string; isIos: boolean };

/** SPEC §9 download platforms. */
export type DownloadPlatform = 'MacOS' | 'iOS' | 'Android' | 'Windows' | 'ChromeOS';

/** The operating-system names deviceInfo answers. */
export type OsName = 'iOS' | 'Android' | 'Windows' | 'macOS' | 'ChromeOS' | 'Linux' | 'Unknown';

/** SPEC §3, §9: the desktop layout starts at min-width 768px. */
export const DESKTOP_MIN_WIDTH = 768;

/** Version digits with dots; Apple writes them with underscores. */
const VERSION = '(\\d+(?:[._]\\d+)*)';

// Order matters: iOS user agents say 'like Mac OS X' and Android ones say 'Linux'.
const OPERATING_SYSTEMS: readonly { name: OsName; detect: RegExp; version?: RegExp }[] = [
  { name: 'iOS', detect: /\b(?:iPhone|iPad|iPod)\b/, version: new RegExp(`\\bOS ${VERSION}`) },
  { name: 'Android', detect: /\bAndroid\b/, version: new RegExp(`\\bAndroid[ /]?${VERSION}`) },
  { name: 'ChromeOS', detect: /\bCrOS\b/, version: new RegExp(`\\bCrOS \\S+ ${VERSION}`) },
  { name: 'Windows', detect: /\bWindows\b/, version: new RegExp(`\\bWindows NT ${VERSION}`) },
  { name: 'macOS', detect: /\bMac(?:intosh| OS X)\b/, version: new RegExp(`\\bMac OS X ${VERSION}`) },
  { name: 'Linux', detect: /\bLinux\b/ },
];

/** SPEC §3 device info: the operating system and its dotted version ('' when unknown) from a user agent. */
export function deviceInfo(userAgent: string): DeviceInfo {
  const os = OPERATING_SYSTEMS.find((candidate) => candidate.detect.test(userAgent));
  if (os === undefined) return { os_name: 'Unknown', os_version: '', isIos: false };
  const version = os.version?.exec(userAgent)?.[1]?.replaceAll('_', '.') ?? '';
  return { os_name: os.name, os_version: version, isIos: os.name === 'iOS' };
}

/** SPEC §3, §9: mobile when the user agent says Mobile or Wearable, or the viewport is narrower than 768px. */
export function isMobileDevice(userAgent: string, viewportWidth: number | undefined): boolean {
  return /mobile|wearable/i.test(userAgent) || (viewportWidth !== undefined && viewportWidth < DESKTOP_MIN_WIDTH);
}

const DOWNLOADS: Readonly<Partial<Record<string, DownloadPlatform>>> = {
  iOS: 'iOS',
  Android: 'Android',
  Windows: 'Windows',
  macOS: 'MacOS',
  ChromeOS: 'ChromeOS',
};

/** SPEC §9 download platforms: the app to offer for a device; none for Linux or an unknown system. */
export function suggestedDownloadPlatform(info: DeviceInfo): DownloadPlatform | undefined {
  if (info.isIos) return 'iOS';
  return Object.hasOwn(DOWNLOADS, info.os_name) ? DOWNLOADS[info.os_name] : undefined;
}
