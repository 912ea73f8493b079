import ky from 'ky';

const BUILD_FILE_TIMEOUT_MS = 10_000;

/**
 * A JSON file the build wrote (manifests, page payloads), from the site's own origin. The query keeps a cache from
 * answering with another build's copy: a timestamp, or the build id.
 */
export function readBuildJson(origin: string, path: string, query: string): Promise<unknown> {
  const url = new URL(path, origin);
  url.search = query;
  return ky.get(url, { timeout: BUILD_FILE_TIMEOUT_MS, retry: 0 }).json();
}
