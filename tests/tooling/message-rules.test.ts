import { describe, expect, it } from 'vitest';
import { avoidedVariants, glossaryProblems, mentions, missingRequiredTerms, parseGlossary } from '../../scripts/i18n/glossary.ts';
import { apostropheProblem, countsWithoutPlural, pluralCategories, translationProblems } from '../../scripts/i18n/message-rules.ts';

// Issue 20: the rules the catalogue check applies to every message of every locale, and the glossary's.
describe('a translation keeps what English has', () => {
  it('passes a faithful translation', () => {
    expect(translationProblems('de', 'Hello {name}, <0>sign in</0>', 'Hallo {name}, <0>melde dich an</0>')).toEqual([]);
  });

  it('refuses an empty one', () => {
    expect(translationProblems('uk', 'Sign in', '')).toEqual(['missing translation']);
  });

  it('refuses a lost or renamed placeholder, and a lost tag', () => {
    expect(translationProblems('de', 'Hello {name}', 'Hallo {nam}')[0]).toMatch(/placeholders differ/);
    expect(translationProblems('de', 'Read <0>more</0>', 'Mehr lesen')[0]).toMatch(/tags differ/);
  });

  it('refuses a number slotted into a fixed noun where English has a plural', () => {
    const english = '{days, plural, one {# day} other {# days}}';
    expect(translationProblems('ru', english, '{days} дней')[0]).toMatch(/placeholders differ/);
  });

  it('asks each language for its own plural categories', () => {
    const english = '{days, plural, one {# day} other {# days}}';
    expect([...pluralCategories('ru')].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(translationProblems('ru', english, '{days, plural, one {# день} other {# дней}}')).toEqual([expect.stringMatching(/lacks few, many/)]);
    expect(translationProblems('ru', english, '{days, plural, one {# день} few {# дня} many {# дней} other {# дня}}')).toEqual([]);
    expect(translationProblems('ar', english, '{days, plural, one {يوم} other {# يوم}}')[0]).toMatch(/lacks zero, two, few, many/);
    expect(translationProblems('ja', english, '{days, plural, other {#日}}')).toEqual([]);
  });

  it('checks plurals nested inside a message', () => {
    const english = 'In {countries, plural, one {# country} other {# countries}}';
    expect(translationProblems('pl', english, 'W {countries, plural, one {# kraju} other {# krajach}}')[0]).toMatch(/lacks few, many/);
  });

  it('refuses a message ICU cannot parse', () => {
    expect(translationProblems('de', 'Hello {name}', 'Hallo {name')[0]).toMatch(/not a valid ICU message/);
  });

  it('wants Western digits and French no-break spaces', () => {
    expect(translationProblems('ar', '5 days', '٥ أيام')[0]).toMatch(/Western digits/);
    expect(translationProblems('fr', 'Why?', 'Pourquoi ?')[0]).toMatch(/no-break space/);
    expect(translationProblems('fr', 'Why?', 'Pourquoi\u00a0?')).toEqual([]);
    expect(translationProblems('fr', 'Price: {amount}', 'Prix\u00a0: {amount}')).toEqual([]);
  });

  it('flags a language writing apostrophes two ways', () => {
    expect(apostropheProblem(["l'app", 'l\u2019account'])).toMatch(/mixed/);
    expect(apostropheProblem(["l'app", "dell'account"])).toBeUndefined();
  });
});

describe('English source messages', () => {
  it('put a count through a plural', () => {
    expect(countsWithoutPlural('{moneyBackDays}-day money-back guarantee')).toHaveLength(1);
    expect(countsWithoutPlural('{0} countries')).toHaveLength(1);
    expect(countsWithoutPlural('{moneyBackDays, plural, one {#-day guarantee} other {#-day guarantee}}')).toEqual([]);
    expect(countsWithoutPlural('Renews at {0} every month')).toEqual([]);
    expect(countsWithoutPlural('{countries, plural, one {country} other {countries}}')).toEqual([]);
  });
});

const GLOSSARY = `# Glossary and style sheet: Spanish (es)

## Voice
- Address: tú

## Terms
| English | Use | Match | Avoid |
|---|---|---|---|
| kill switch | kill switch | kill switch | interruptor de emergencia; botón de apagado |
| refund | reembolso | reembols | devolución |
| plan | plan | — | — |
`;

describe('a glossary', () => {
  const terms = parseGlossary(GLOSSARY);

  it('is read from its Terms table', () => {
    expect(terms).toEqual([
      { english: 'kill switch', use: 'kill switch', match: 'kill switch', avoid: ['interruptor de emergencia', 'botón de apagado'] },
      { english: 'refund', use: 'reembolso', match: 'reembols', avoid: ['devolución'] },
      { english: 'plan', use: 'plan', match: undefined, avoid: [] },
    ]);
    expect(missingRequiredTerms(terms)).toContain('subscription');
  });

  it('requires the agreed term where English uses it, and refuses a known variant anywhere', () => {
    expect(glossaryProblems('es', 'Turn on the kill switch', 'Activa el kill switch', terms)).toEqual([]);
    expect(glossaryProblems('es', 'Turn on the kill switch', 'Activa el interruptor de emergencia', terms)).toHaveLength(2);
    expect(glossaryProblems('es', 'Ask for a refund', 'Pide un reembolso', terms)).toEqual([]);
    expect(glossaryProblems('es', 'Money back', 'Garantía de devolución', terms)).toEqual([expect.stringMatching(/devolución/)]);
  });

  it('lowercases by the rules of the language when it looks for the agreed term', () => {
    const turkish = [{ english: 'cancel', use: 'iptal', match: 'iptal', avoid: [] }];
    expect(glossaryProblems('tr', 'Cancel the renewal', 'İptal et', turkish)).toEqual([]);
  });

  it('matches English terms and variants as whole words, and anywhere in unspaced scripts', () => {
    expect(mentions('Plans and pricing', 'plan')).toBe(false);
    expect(mentions('Pick a plan.', 'plan')).toBe(true);
    expect(avoidedVariants('es', 'devoluciones', terms)).toEqual([]);
    // A Devanagari vowel sign is part of the word: "खाता" is not inside "दिखाता".
    expect(avoidedVariants('hi', 'यह दिखाता है', [{ english: 'account', use: 'अकाउंट', match: undefined, avoid: ['खाता'] }])).toEqual([]);
    expect(avoidedVariants('hi', 'आपका खाता', [{ english: 'account', use: 'अकाउंट', match: undefined, avoid: ['खाता'] }])).toEqual(['खाता']);
    expect(avoidedVariants('ja', 'キャンセルする', [{ english: 'cancel', use: '解約', match: undefined, avoid: ['キャンセル'] }])).toEqual(['キャンセル']);
  });
});
