import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run test:screens`: pictures for people to look at (desktop 1440 px, phone 390 px, Arabic right to left),
// written to test-results/screenshots/. Not part of `npm test`: a picture proves nothing a person has not seen.
export default defineConfig({ ...base, testDir: 'tests/screens', outputDir: 'test-results/screens-artifacts' });
