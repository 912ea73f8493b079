import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PLACEHOLDER, notFoundPage } from './not-found-pages.ts';

// A not-found page in the shape the build writes (scripts/prerender.ts renders the real ones; tests/dist/unknown-paths.test.ts
// holds the served pages to what a render gives), small enough to read.
const path = `/de/${NOT_FOUND_PLACEHOLDER}`;
const TEMPLATE = [
  '<html lang="de"><body><header><nav class="site-nav"><a class="site-nav__link" href="/de/pricing">Preise</a>',
  `<a class="site-nav__link" href="/de/blog">Blog</a></nav><ul><li><a lang="en" href="/${NOT_FOUND_PLACEHOLDER}">English</a></li>`,
  `<li><a lang="de" aria-current="true" href="/de/${NOT_FOUND_PLACEHOLDER}">Deutsch</a></li></ul>`,
  `<div data-island="language-switcher" data-props="{&quot;languages&quot;:[{&quot;language&quot;:&quot;en&quot;,&quot;href&quot;:&quot;/${NOT_FOUND_PLACEHOLDER}&quot;},{&quot;language&quot;:&quot;de&quot;,&quot;href&quot;:&quot;/de/${NOT_FOUND_PLACEHOLDER}&quot;}]}"></div></header>`,
  `<main><p>Unter <code>/de/${NOT_FOUND_PLACEHOLDER}</code> ist nichts.</p></main>`,
  `<script type="application/json" id="router-state">{"errors":{"de:not-found":{"data":{"path":"/de/${NOT_FOUND_PLACEHOLDER}"}}}}</script></body></html>`,
].join('');

describe('notFoundPage (issue 16: the visitor\'s path written into a prerendered page)', () => {
  const page = notFoundPage(path, TEMPLATE);

  it("writes the path into the text, the router state, the language links and the switcher island's props", () => {
    const html = page.html('/de/old/page');
    expect(html).toContain('<code>/de/old/page</code>');
    expect(html).toContain('"path":"/de/old/page"');
    // The switcher adds the address's query itself once hydrated, as on every page (issue 17).
    expect(html).toContain('<a lang="en" href="/old/page">');
    expect(html).toContain('<a lang="de" aria-current="true" href="/de/old/page">');
    expect(html).toContain('&quot;href&quot;:&quot;/old/page&quot;},{&quot;language&quot;:&quot;de&quot;,&quot;href&quot;:&quot;/de/old/page&quot;');
    expect(html).not.toContain(NOT_FOUND_PLACEHOLDER);
  });

  it('escapes the path for each place: HTML text and attributes, and JSON without a `<`', () => {
    const html = page.html(`/de/a"b'c&d<e>`);
    expect(html).toContain('<code>/de/a&quot;b&#x27;c&amp;d&lt;e&gt;</code>');
    expect(html).toContain('href="/a&quot;b&#x27;c&amp;d&lt;e&gt;"');
    // JSON in an attribute: the quote escaped for JSON, then everything for HTML.
    expect(html).toContain('&quot;href&quot;:&quot;/a\\&quot;b&#x27;c&amp;d&lt;e&gt;&quot;');
    expect(html).toContain(String.raw`"path":"/de/a\"b'c&d\u003ce>"`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('marks the main link current whose section the path lies in, as the header does', () => {
    expect(page.html('/de/pricing/old')).toContain('<a class="site-nav__link" aria-current="page" href="/de/pricing">');
    expect(page.html('/de/pricing/old')).not.toContain('aria-current="page" href="/de/blog"');
    expect(page.html('/de/pricings')).not.toContain('aria-current="page"');
  });

  it('refuses, at build time, a page that no longer shows its path where it is filled in', () => {
    expect(() => notFoundPage(path, '<html><body>Nothing here</body></html>')).toThrow(/does not show its path/);
  });
});
