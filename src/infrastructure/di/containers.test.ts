import { describe, expect, expectTypeOf, it } from 'vitest';
import { PageTextsLoader } from '../../application/i18n/load-page-texts.use-case.ts';
import type { RouteRulesPort } from '../../application/ports/route-rules.port.ts';
import type { sessionMachine } from '../../application/session/session.machine.ts';
import { TOKENS } from '../../application/tokens.ts';
import { routeValueCatalog } from '../../domain/index.ts';
import { createPrerenderContainer } from './containers.ts';

describe('the containers', () => {
  it('resolve a token to the type it names, with no type argument or cast (issue 17)', () => {
    const container = createPrerenderContainer(routeValueCatalog({ blogCategories: [], blogArticles: [], blogTags: [] }));
    const pageTexts = container.get(TOKENS.PageTexts);
    expectTypeOf(pageTexts).toEqualTypeOf<PageTextsLoader>();
    expectTypeOf(container.get(TOKENS.RouteRules)).toEqualTypeOf<RouteRulesPort>();
    expectTypeOf(container.get(TOKENS.SessionMachine)).toEqualTypeOf<typeof sessionMachine>();
    expect(pageTexts).toBeInstanceOf(PageTextsLoader);
    // @ts-expect-error A binding of another type than its token names does not compile.
    container.rebind(TOKENS.PageTexts).toConstantValue({ rules: async () => [] });
  });
});
