import { Container } from 'inversify';
import { LanguageChoice } from '../../application/i18n/language-choice.use-case.ts';
import { PageTextsLoader } from '../../application/i18n/load-page-texts.use-case.ts';
import type { LanguagePreferencePort } from '../../application/ports/language-preference.port.ts';
import type { SessionTokenPort } from '../../application/ports/session-token.port.ts';
import type { TextCatalogPort } from '../../application/ports/text-catalog.port.ts';
import { RouteAccessChecker } from '../../application/routing/route-access.use-case.ts';
import { TOKENS } from '../../application/tokens.ts';
import type { RouteValueCatalog } from '../../domain/index.ts';
import { CookieLanguagePreferenceAdapter } from '../cookies/cookie-language-preference.adapter.ts';
import { CookieSessionTokenAdapter } from '../cookies/cookie-session-token.adapter.ts';
import { LinguiCatalogAdapter } from '../i18n/lingui-catalog.adapter.ts';
import { PrerenderVisitorAdapter } from './prerender-visitor.adapter.ts';

type Adapters = {
  readonly textCatalog: TextCatalogPort;
  readonly languagePreference: LanguagePreferencePort;
  readonly sessionToken: SessionTokenPort;
  readonly routeValues: RouteValueCatalog;
};

/** Binds ports and the use-cases built on them; no decorators, so no emitted metadata is needed. */
function containerWith(adapters: Adapters): Container {
  // jitless: inversify must not compile resolvers with `new Function` under the CSP.
  const container = new Container({ defaultScope: 'Singleton', jitless: true });
  container.bind<TextCatalogPort>(TOKENS.TextCatalog).toConstantValue(adapters.textCatalog);
  container.bind<LanguagePreferencePort>(TOKENS.LanguagePreference).toConstantValue(adapters.languagePreference);
  container.bind<SessionTokenPort>(TOKENS.SessionToken).toConstantValue(adapters.sessionToken);
  container.bind<RouteValueCatalog>(TOKENS.RouteValues).toConstantValue(adapters.routeValues);
  container.bind(TOKENS.PageTexts).toResolvedValue((catalogs: TextCatalogPort) => new PageTextsLoader(catalogs), [TOKENS.TextCatalog]);
  container
    .bind(TOKENS.RouteAccess)
    .toResolvedValue((values: RouteValueCatalog, session: SessionTokenPort) => new RouteAccessChecker(values, session), [TOKENS.RouteValues, TOKENS.SessionToken]);
  container
    .bind(TOKENS.LanguageChoice)
    .toResolvedValue((preference: LanguagePreferencePort) => new LanguageChoice(preference), [TOKENS.LanguagePreference]);
  return container;
}

/** The visitor's browser. */
export function createBrowserContainer(routeValues: RouteValueCatalog): Container {
  return containerWith({
    textCatalog: new LinguiCatalogAdapter(),
    languagePreference: new CookieLanguagePreferenceAdapter(),
    sessionToken: new CookieSessionTokenAdapter(),
    routeValues,
  });
}

/** The build-time prerenderer and the server's on-demand renderer: no visitor state. */
export function createPrerenderContainer(routeValues: RouteValueCatalog): Container {
  const nobody = new PrerenderVisitorAdapter();
  return containerWith({ textCatalog: new LinguiCatalogAdapter(), languagePreference: nobody, sessionToken: nobody, routeValues });
}
