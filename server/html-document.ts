/** The parts of a rendered page that go into Vite's built index.html (see src/entry-server.tsx). */
export type RenderedPage = {
  readonly htmlAttributes: { readonly lang: string; readonly dir: string; readonly mode: 'document' | 'app'; readonly notFound: boolean };
  readonly head: string;
  readonly body: string;
  readonly state: string;
};

/**
 * Fills the built template; the placeholders are written in index.html. `pageAssets` (the page's own
 * stylesheets and chunk preloads) go last in the head, after the entry's CSS, as Vite would add them.
 */
export function htmlDocument(template: string, page: RenderedPage, pageAssets = ''): string {
  return template
    .replace('<html lang="en" dir="ltr">', `<html lang="${page.htmlAttributes.lang}" dir="${page.htmlAttributes.dir}" data-mode="${page.htmlAttributes.mode}"${page.htmlAttributes.notFound ? ' data-not-found' : ''}>`)
    .replace('<!--app-head-->', () => page.head)
    .replace('</head>', () => `${pageAssets}</head>`)
    .replace('<!--app-html-->', () => page.body)
    .replace('<!--app-state-->', () => page.state);
}

/** Where a page's prerendered file lives under the pages directory: `/de/pricing` → `de/pricing/index.html`. */
export function prerenderedFile(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
