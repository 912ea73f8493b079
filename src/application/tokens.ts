/** Inversify tokens for every port and provided service (CONVENTIONS: Symbol.for, one file). */
export const TOKENS = {
  TextCatalog: Symbol.for('TextCatalog'),
  PageTexts: Symbol.for('PageTexts'),
  LanguagePreference: Symbol.for('LanguagePreference'),
  SessionToken: Symbol.for('SessionToken'),
  RouteValues: Symbol.for('RouteValues'),
  RouteAccess: Symbol.for('RouteAccess'),
  LanguageChoice: Symbol.for('LanguageChoice'),
} as const;
