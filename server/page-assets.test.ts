import { describe, expect, it } from 'vitest';
import { inlinedStylesheets, pageStyleElements, pageStylesheets, type ViteManifest } from './page-assets.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', css: ['assets/boot.css'] },
  'src/main.tsx': { file: 'assets/main.js', src: 'src/main.tsx', imports: ['_shared.js'], css: ['assets/global.css'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/icon.css'] },
  '_facts.js': { file: 'assets/facts.js', imports: ['_shared.js', 'src/main.tsx'], css: ['assets/facts.css'] },
  'src/ui/pages/pricing/pricing.page.tsx': { file: 'assets/pricing.page.js', src: 'src/ui/pages/pricing/pricing.page.tsx', imports: ['src/main.tsx', '_facts.js'], css: ['assets/pricing.css'] },
};

describe('pageStylesheets', () => {
  it("names the app's stylesheets and the page's own, each once, in cascade order", () => {
    expect(pageStylesheets(manifest, 'pricing')).toEqual(['assets/global.css', 'assets/icon.css', 'assets/pricing.css', 'assets/facts.css']);
  });

  it("names the app's stylesheets for error pages and pages the build does not know", () => {
    expect(pageStylesheets(manifest, undefined)).toEqual(['assets/global.css', 'assets/icon.css']);
    expect(pageStylesheets(manifest, 'home')).toEqual(['assets/global.css', 'assets/icon.css']);
  });
});

describe('pageStyleElements', () => {
  it('inlines each stylesheet under the name of its file', () => {
    const css = (file: string) => `.${file.replace(/\W/g, '-')}{color:red}`;
    expect(pageStyleElements(manifest, undefined, css)).toBe(
      '<style data-href="/assets/global.css">.assets-global-css{color:red}</style><style data-href="/assets/icon.css">.assets-icon-css{color:red}</style>',
    );
  });

  it('cannot be ended early by a stylesheet that spells the closing tag', () => {
    const html = pageStyleElements(manifest, undefined, () => '.a::after{content:"</style><script>"}');
    expect(html.match(/<\/style/g)).toHaveLength(2);
  });
});

describe('inlinedStylesheets', () => {
  it('reads back the files a page inlines, for its content security policy', () => {
    const page = `<head>${pageStyleElements(manifest, 'pricing', () => 'p{margin:0}')}</head><body><style>.not-ours{}</style></body>`;
    expect(inlinedStylesheets(page)).toEqual(pageStylesheets(manifest, 'pricing'));
  });
});
