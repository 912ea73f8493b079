// Runs the blog build inside Vite: before a build (so the generated JSON exists for import.meta.glob
// and content/blog/index.json is current), and in `npm run dev` again whenever an article changes.
// The client build also publishes each language's RSS feed (/blog/rss.xml, /<lang>/blog/rss.xml).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTED_LANGUAGES, asLanguage, localizedPath } from '../../src/domain/index.ts';
import { buildBlog, feedFileName } from './build-blog.ts';

export function blogPlugin(root: string): Plugin {
  const feed = (language: string) => readFile(join(root, 'content/blog/generated/rss', `${language}.xml`), 'utf8');
  return {
    name: 'harbor-blog',
    async buildStart() {
      // scripts/build.ts builds the blog once before its two Vite builds; and a vitest run starts a Vite server per
      // project, none of which needs the blog rebuilt (the tests that read it build their own).
      if (process.env['BLOG_PREBUILT'] === '1' || process.env['VITEST'] !== undefined) return;
      await buildBlog(root);
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const language of ROUTED_LANGUAGES) this.emitFile({ type: 'asset', fileName: feedFileName(language), source: await feed(language) });
    },
    configureServer(server) {
      server.watcher.add(join(root, 'content/blog'));
      server.watcher.on('all', (_event, file) => {
        if (!file.endsWith('.md') || !file.includes(join('content', 'blog'))) return;
        buildBlog(root).then(
          () => server.ws.send({ type: 'full-reload' }),
          (error: unknown) => server.config.logger.error(String(error)),
        );
      });
      server.middlewares.use((request, response, next) => {
        const match = /^\/(?:([a-z]{2})\/)?blog\/rss\.xml$/.exec(request.url?.split('?')[0] ?? '');
        const language = match ? (match[1] === undefined ? 'en' : asLanguage(match[1])) : undefined;
        if (language === undefined || localizedPath(language, '/blog') !== request.url?.split('?')[0]?.replace('/rss.xml', '')) return next();
        feed(language).then((xml) => {
          response.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
          response.end(xml);
        }, next);
      });
    },
  };
}
