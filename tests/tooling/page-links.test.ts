import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_LINK_SOURCES, findLink, type PageLinkSource } from '../../src/domain/index.ts';
import { PAGE_LINK_TREES } from '../../src/ui/app/page-links.ts';

// SPEC §2.2 page links: every `pageLink(language, 'source', 'dotted.key')` the views write must resolve,
// so a typo is a failing test here rather than a blank link for a visitor.
const uiRoot = join(import.meta.dirname, '../../src/ui');
const CALL = /pageLink\(\s*[\w.]+\s*,\s*'([\w-]+)'\s*,\s*'([\w.-]+)'\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const uses = sourceFiles(uiRoot).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(CALL)].map((match) => ({ file: file.slice(uiRoot.length + 1), source: match[1] ?? '', key: match[2] ?? '' })),
);

describe('page links used by the views', () => {
  it('name only the SPEC link sources', () => {
    const unknown = uses.filter((use) => !(PAGE_LINK_SOURCES as readonly string[]).includes(use.source));
    expect(unknown).toEqual([]);
  });

  it('all resolve to a link', () => {
    const missing = uses.filter((use) => findLink(PAGE_LINK_TREES[use.source as PageLinkSource], use.key) === undefined);
    expect(missing).toEqual([]);
  });

  it('every link in the sources is a site path or an https address', () => {
    const leaves = (tree: object, prefix: string): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
      );
    const bad = PAGE_LINK_SOURCES.flatMap((source) => leaves(PAGE_LINK_TREES[source], `${source}:`)).filter(
      ([, link]) => !/^\/(?!\/)/.test(link) && !link.startsWith('https://'),
    );
    expect(bad).toEqual([]);
  });
});
