/**
 * Page-link content (SPEC §2.2): links kept as JSON trees per source and looked up by dotted key,
 * e.g. `linkAt(tree, 'apps.windows')`. A missing key is a programming error, so it throws rather
 * than rendering a blank link (a tooling test checks every key the views use).
 */
export const PAGE_LINK_SOURCES = ['home', 'download', 'features', 'vpn-for-social-media', 'index'] as const;
export type PageLinkSource = (typeof PAGE_LINK_SOURCES)[number];

/** A JSON tree whose leaves are link targets: a site path (`/pricing`) or an absolute https URL. */
export type LinkTree = { readonly [key: string]: string | LinkTree };

export class MissingPageLinkError extends Error {
  readonly source: string;
  readonly key: string;

  constructor(source: string, key: string) {
    super(`No page link '${key}' in the '${source}' link source.`);
    this.name = 'MissingPageLinkError';
    this.source = source;
    this.key = key;
  }
}

/** The link at a dotted key, or undefined when a segment is missing or the key names a branch. */
export function findLink(tree: LinkTree, dottedKey: string): string | undefined {
  let node: string | LinkTree | undefined = tree;
  for (const segment of dottedKey.split('.')) {
    if (node === undefined || typeof node === 'string' || segment === '' || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The link at a dotted key; throws {@link MissingPageLinkError} when there is none. */
export function linkAt(source: string, tree: LinkTree, dottedKey: string): string {
  const link = findLink(tree, dottedKey);
  if (link === undefined) throw new MissingPageLinkError(source, dottedKey);
  return link;
}

/** Whether a link target stays on this site (and so takes the visitor's language prefix). */
export function isSitePath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
