import { useEffect } from 'react';
import { languageTag, textDirection, type Language } from '../../domain/index.ts';

/**
 * Keeps the document head in step after client-side navigation; the server writes the same values
 * into the prerendered HTML, so the first render changes nothing.
 */
export function useDocumentHead(language: Language, title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = languageTag(language);
    root.dir = textDirection(language);
  }, [language]);
  useEffect(() => {
    if (title !== undefined) document.title = title;
    if (description !== undefined) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
