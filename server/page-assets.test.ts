import { describe, expect, it } from 'vitest';
import { pageAssetLinks, type ViteManifest } from './page-assets.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', css: ['assets/boot.css'] },
  'src/main.tsx': { file: 'assets/main.js', src: 'src/main.tsx', imports: ['_shared.js'], css: ['assets/global.css'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/icon.css'] },
  '_facts.js': { file: 'assets/facts.js', imports: ['_shared.js', 'src/main.tsx'], css: ['assets/facts.css'] },
  'src/ui/pages/pricing/pricing.page.tsx': { file: 'assets/pricing.page.js', src: 'src/ui/pages/pricing/pricing.page.tsx', imports: ['src/main.tsx', '_facts.js'], css: ['assets/pricing.css'] },
};

describe('pageAssetLinks', () => {
  it("links the app's stylesheets and the page's own, each once, and preloads no script", () => {
    expect(pageAssetLinks(manifest, 'pricing')).toBe(
      [
        '<link rel="stylesheet" href="/assets/global.css">',
        '<link rel="stylesheet" href="/assets/icon.css">',
        '<link rel="stylesheet" href="/assets/pricing.css">',
        '<link rel="stylesheet" href="/assets/facts.css">',
      ].join(''),
    );
  });

  it("links the app's stylesheets for error pages and pages the build does not know", () => {
    const appOnly = '<link rel="stylesheet" href="/assets/global.css"><link rel="stylesheet" href="/assets/icon.css">';
    expect(pageAssetLinks(manifest, undefined)).toBe(appOnly);
    expect(pageAssetLinks(manifest, 'home')).toBe(appOnly);
  });
});
