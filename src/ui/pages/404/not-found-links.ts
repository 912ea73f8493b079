import { localizedPath, type Language } from '../../../domain/index.ts';
import { pageLink } from '../../app/page-links.ts';
import type { NotFoundLinks } from './not-found.view.tsx';

/** The not-found page's destinations in `language`; the help centre is Russian for ru, English otherwise. */
export function notFoundLinks(language: Language): NotFoundLinks {
  return {
    home: localizedPath(language, '/'),
    pricing: pageLink(language, 'index', 'pricing'),
    download: pageLink(language, 'index', 'download'),
    blog: localizedPath(language, '/blog'),
    help: language === 'ru' ? pageLink(language, 'index', 'support.ru') : pageLink(language, 'index', 'support.en'),
  };
}
