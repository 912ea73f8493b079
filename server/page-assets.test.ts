import { describe, expect, it } from 'vitest';
import { pageAssetLinks, type ViteManifest } from './page-assets.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', imports: ['_shared.js'], css: ['assets/index.css'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/icon.css'] },
  '_facts.js': { file: 'assets/facts.js', imports: ['_shared.js', 'index.html'], css: ['assets/facts.css'] },
  'src/ui/pages/pricing/pricing.page.tsx': { file: 'assets/pricing.page.js', src: 'src/ui/pages/pricing/pricing.page.tsx', imports: ['index.html', '_facts.js'], css: ['assets/pricing.css'] },
};

describe('pageAssetLinks', () => {
  it("links the page's own CSS and its chunks' CSS, and preloads the chunks the entry does not load", () => {
    expect(pageAssetLinks(manifest, 'pricing')).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/pricing.css">',
        '<link rel="stylesheet" crossorigin href="/assets/facts.css">',
        '<link rel="modulepreload" crossorigin href="/assets/pricing.page.js">',
        '<link rel="modulepreload" crossorigin href="/assets/facts.js">',
      ].join(''),
    );
  });

  it('adds nothing for error pages or a page the build does not know', () => {
    expect(pageAssetLinks(manifest, undefined)).toBe('');
    expect(pageAssetLinks(manifest, 'home')).toBe('');
  });
});
