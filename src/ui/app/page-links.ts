import downloadLinks from '../../../content/links/download.json';
import featuresLinks from '../../../content/links/features.json';
import homeLinks from '../../../content/links/home.json';
import indexLinks from '../../../content/links/index.json';
import socialMediaLinks from '../../../content/links/vpn-for-social-media.json';
import { isSitePath, linkAt, localizedPath, type Language, type LinkTree, type PageLinkSource } from '../../domain/index.ts';

/** The page-link JSON sources of SPEC §2.2; small enough to ship with the pages that use them. */
export const PAGE_LINK_TREES: Readonly<Record<PageLinkSource, LinkTree>> = {
  home: homeLinks,
  download: downloadLinks,
  features: featuresLinks,
  'vpn-for-social-media': socialMediaLinks,
  index: indexLinks,
};

/**
 * The href for a page link in the visitor's language: site paths get the language prefix, external
 * addresses stay as they are. Throws on a missing key (tests/tooling/page-links.test.ts finds them first).
 */
export function pageLink(language: Language, source: PageLinkSource, dottedKey: string): string {
  const link = linkAt(source, PAGE_LINK_TREES[source], dottedKey);
  return isSitePath(link) ? localizedPath(language, link) : link;
}
