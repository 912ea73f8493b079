/** SPEC §4 Environment: production or the sandbox. */
export type Environment = 'prod' | 'sandbox';

/** Lowercase host name without a port; an IPv6 literal keeps its brackets. */
function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/** SPEC §4 Environment: prod on the listed production hosts (any case, any port), sandbox everywhere else. */
export function environmentForHost(host: string, productionHosts: readonly string[]): Environment {
  const name = hostName(host);
  if (name === '') return 'sandbox';
  return productionHosts.some((production) => hostName(production) === name) ? 'prod' : 'sandbox';
}
