import { isBlogCategory, isBlogTag, type BlogArticleMeta, type BlogTag } from './blog-vocabulary.ts';

export type FrontMatterProblem = { readonly field: string; readonly problem: string };

export type FrontMatterOutcome =
  | { readonly kind: 'valid'; readonly meta: BlogArticleMeta }
  | { readonly kind: 'invalid'; readonly problems: readonly FrontMatterProblem[] };

const REQUIRED_TEXT = ['title', 'summary', 'author', 'coverAlt'] as const;
const KNOWN_FIELDS = new Set(['title', 'summary', 'date', 'author', 'category', 'tags', 'language', 'cover', 'coverAlt', 'featured']);

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function text(data: Record<string, unknown>, field: string, problems: FrontMatterProblem[]): string {
  const value = data[field];
  if (value === undefined || value === null) problems.push({ field, problem: 'is missing' });
  else if (typeof value !== 'string' || value.trim() === '') problems.push({ field, problem: 'must be non-empty text' });
  else return value.trim();
  return '';
}

/**
 * Issue 6 blog: an article's front matter is strict. Every field is required except `featured`;
 * the category and tags come from the brief's vocabulary, the language is the article's folder,
 * the date is a real ISO day and the cover an SVG under /blog/covers/. Unknown fields are refused
 * so a typo (`summmary`) is not silently ignored.
 */
export function validateFrontMatter(data: unknown, where: { readonly unikey: string; readonly language: string }): FrontMatterOutcome {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { kind: 'invalid', problems: [{ field: '(front matter)', problem: 'must be a YAML mapping between --- lines' }] };
  }
  const record = data as Record<string, unknown>;
  const problems: FrontMatterProblem[] = [];
  for (const field of Object.keys(record)) {
    if (!KNOWN_FIELDS.has(field)) problems.push({ field, problem: 'is not a known front-matter field' });
  }
  const [title, summary, author, coverAlt] = REQUIRED_TEXT.map((field) => text(record, field, problems)) as [string, string, string, string];

  const date = text(record, 'date', problems);
  if (date !== '' && !isIsoDate(date)) problems.push({ field: 'date', problem: `"${date}" is not a YYYY-MM-DD date` });

  const category = text(record, 'category', problems);
  if (category !== '' && !isBlogCategory(category)) problems.push({ field: 'category', problem: `"${category}" is not a blog category` });

  const language = text(record, 'language', problems);
  if (language !== '' && language !== where.language) problems.push({ field: 'language', problem: `"${language}" differs from the folder "${where.language}"` });

  const cover = text(record, 'cover', problems);
  if (cover !== '' && !/^\/blog\/covers\/[a-z0-9-]+\.svg$/.test(cover)) problems.push({ field: 'cover', problem: `"${cover}" is not an SVG under /blog/covers/` });

  const tags: BlogTag[] = [];
  const rawTags = record['tags'];
  if (rawTags === undefined || rawTags === null) problems.push({ field: 'tags', problem: 'is missing' });
  else if (!Array.isArray(rawTags) || rawTags.length === 0) problems.push({ field: 'tags', problem: 'must be a non-empty list' });
  else {
    for (const tag of rawTags) {
      if (typeof tag === 'string' && isBlogTag(tag)) {
        if (!tags.includes(tag)) tags.push(tag);
      } else problems.push({ field: 'tags', problem: `"${String(tag)}" is not a blog tag` });
    }
  }

  const featured = record['featured'];
  if (featured !== undefined && typeof featured !== 'boolean') problems.push({ field: 'featured', problem: 'must be true or false' });

  if (problems.length > 0) return { kind: 'invalid', problems };
  return {
    kind: 'valid',
    meta: {
      unikey: where.unikey,
      title,
      summary,
      date,
      author,
      category: category as BlogArticleMeta['category'],
      tags,
      language,
      cover,
      coverAlt,
      featured: featured === true,
    },
  };
}
