import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../src/entry-server.tsx';
import { LinguiCatalogAdapter } from '../../src/infrastructure/i18n/lingui-catalog.adapter.ts';
import { LanguageSwitcher, type LanguageSwitcherProps } from '../../src/ui/shell/header/language-switcher.view.tsx';
import { Island, ISLAND_ATTRIBUTES } from '../../src/ui/islands/island.tsx';

/** The outer HTML of the first `<div data-island="name" …>…</div>` in a page's markup, cut from the string itself (no parser re-serialising it). */
function islandMarkup(html: string, name: string): { props: unknown; inner: string } {
  const start = html.indexOf(`<div ${ISLAND_ATTRIBUTES.name}="${name}"`);
  if (start < 0) throw new Error(`no island ${name}`);
  const openEnd = html.indexOf('>', start) + 1;
  let depth = 1;
  const tag = /<div[\s>]|<\/div>/g;
  tag.lastIndex = openEnd;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) {
      const open = html.slice(start, openEnd);
      const json = /data-props="([^"]*)"/.exec(open)?.[1] ?? 'null';
      const decoded = json.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      return { props: JSON.parse(decoded) as unknown, inner: html.slice(openEnd, match.index) };
    }
  }
  throw new Error(`island ${name} not closed`);
}

/** Only what the document runtime will have: the page's catalogue for the island's key. */
async function headerTexts(language: 'en' | 'de' | 'ar' | 'ja'): Promise<I18n> {
  const i18n = setupI18n();
  i18n.load(language, { ...(await new LinguiCatalogAdapter().load(language, 'header')) } as Record<string, string>);
  i18n.activate(language);
  return i18n;
}

const alone = (i18n: I18n, node: ReactNode) => renderToString(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('an island rendered alone renders what the page rendered around it', () => {
  for (const url of ['/features', '/de/features', '/ar/privacy-policy', '/ja/blog']) {
    it(`language switcher on ${url}`, async () => {
      const page = await render(`http://localhost${url}`);
      if (page.kind !== 'page') throw new Error('redirected');
      const { props, inner } = islandMarkup(page.body, 'language-switcher');
      const i18n = await headerTexts(page.language as 'en');
      // Not vacuous: the page's own markup, in its language, with the current language marked.
      expect(inner).toMatch(/^<details class="language-switcher">.*aria-current="true".*<\/details>$/);
      expect(alone(i18n, <LanguageSwitcher {...(props as LanguageSwitcherProps)} />)).toBe(inner);
    });
  }

  it('hydrates alone on the prerendered markup without a mismatch, and works', async () => {
    const page = await render('http://localhost/de/features');
    if (page.kind !== 'page') throw new Error('redirected');
    document.body.innerHTML = page.body;
    const element = document.querySelector<HTMLElement>('[data-island="language-switcher"]');
    if (!element) throw new Error('no island');
    const props = JSON.parse(element.dataset['props'] ?? 'null') as LanguageSwitcherProps;
    const i18n = await headerTexts('de');
    // The prerendered props hold no query (one HTML for every query); the island adds it after hydrating.
    history.replaceState(null, '', '/de/features?partner=p1');
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    await act(async () => {
      hydrateRoot(element, <I18nProvider i18n={i18n}><LanguageSwitcher {...props} /></I18nProvider>, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(element.querySelector('a[hreflang="ru"]')?.getAttribute('href')).toBe('/ru/features?partner=p1');
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
  });
});

describe('what breaks the invariant', () => {
  function Labelled() {
    const id = useId();
    return <label htmlFor={id}>x</label>;
  }
  function Page() {
    return (
      <main>
        <Labelled />
        <section>
          <Island name="labelled" hydrate="idle" component={Labelled} props={{}} />
        </section>
      </main>
    );
  }

  it('useId depends on the position in the tree: alone the island gets another id', async () => {
    const i18n = await headerTexts('en');
    const { inner } = islandMarkup(alone(i18n, <Page />), 'labelled');
    expect(alone(i18n, <Labelled />)).not.toBe(inner);
  });
});
