// The browser every bench script drives: Debian's Chromium, or CHROMIUM_PATH.
import { existsSync } from 'node:fs';

/** Chromium's path; throws with what to do when there is none. */
export function chromiumPath(): string {
  const path = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}; install Debian's chromium or set CHROMIUM_PATH.`);
  return path;
}

/** Headless Chromium for Lighthouse, with nothing of its own on the network or the CPU. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
