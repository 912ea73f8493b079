import type { ServerRegion } from '../routing/route-values.ts';

/** The network as the site describes it (issue 6 shared facts): 3,000+ servers in 65 countries. */
export const NETWORK_FACTS = { servers: 3000, countries: 65, portGbps: 10 } as const;

/** The company as the site describes it (issue 6): founding day, devices per subscription, team size, year of the no-logs audit. */
export const SERVICE_FACTS = { founded: '2022-10-01', devices: 10, people: 60, auditYear: 2025 } as const;

/** Continents in the order the server index lists them. */
export const CONTINENTS = ['europe', 'north-america', 'south-america', 'asia', 'oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];

/** ISO 3166-1 alpha-2 codes of the countries our featured regions and their hosts are in. */
export type CountryCode = 'AU' | 'BR' | 'CA' | 'FR' | 'DE' | 'HK' | 'IN' | 'ID' | 'IT' | 'JP' | 'KR' | 'SG' | 'GB' | 'US';

/**
 * A city of a region. `hostedIn` names the country the hardware is physically in when the location
 * is virtual: the IP address belongs to the region, the server does not stand there.
 */
export type ServerCity = {
  readonly id: string;
  readonly servers: number;
  readonly hostedIn?: CountryCode;
};

export type RegionData = {
  readonly region: ServerRegion;
  readonly country: CountryCode;
  readonly continent: Continent;
  readonly cities: readonly ServerCity[];
};

// docs/decisions.md, issue 6: India (CERT-In's 2022 logging directive) and Indonesia are virtual
// locations served from Singapore; every other featured city has physical, RAM-only servers.
export const REGION_DATA: Readonly<Record<ServerRegion, RegionData>> = {
  'australia-vpn': {
    region: 'australia-vpn',
    country: 'AU',
    continent: 'oceania',
    cities: [
      { id: 'sydney', servers: 120 },
      { id: 'melbourne', servers: 80 },
      { id: 'brisbane', servers: 40 },
      { id: 'perth', servers: 30 },
    ],
  },
  'brazil-vpn': { region: 'brazil-vpn', country: 'BR', continent: 'south-america', cities: [{ id: 'sao-paulo', servers: 80 }] },
  'canada-vpn': {
    region: 'canada-vpn',
    country: 'CA',
    continent: 'north-america',
    cities: [
      { id: 'toronto', servers: 110 },
      { id: 'montreal', servers: 60 },
      { id: 'vancouver', servers: 70 },
    ],
  },
  'france-vpn': {
    region: 'france-vpn',
    country: 'FR',
    continent: 'europe',
    cities: [
      { id: 'paris', servers: 140 },
      { id: 'marseille', servers: 40 },
    ],
  },
  'germany-vpn': {
    region: 'germany-vpn',
    country: 'DE',
    continent: 'europe',
    cities: [
      { id: 'frankfurt', servers: 180 },
      { id: 'berlin', servers: 60 },
    ],
  },
  'hongkong-vpn': { region: 'hongkong-vpn', country: 'HK', continent: 'asia', cities: [{ id: 'hong-kong', servers: 70 }] },
  'india-vpn': { region: 'india-vpn', country: 'IN', continent: 'asia', cities: [{ id: 'mumbai', servers: 40, hostedIn: 'SG' }] },
  'indonesia-vpn': { region: 'indonesia-vpn', country: 'ID', continent: 'asia', cities: [{ id: 'jakarta', servers: 30, hostedIn: 'SG' }] },
  'italy-vpn': { region: 'italy-vpn', country: 'IT', continent: 'europe', cities: [{ id: 'milan', servers: 70 }] },
  'japan-vpn': {
    region: 'japan-vpn',
    country: 'JP',
    continent: 'asia',
    cities: [
      { id: 'tokyo', servers: 150 },
      { id: 'osaka', servers: 50 },
    ],
  },
  'korea-vpn': { region: 'korea-vpn', country: 'KR', continent: 'asia', cities: [{ id: 'seoul', servers: 60 }] },
  'singapore-vpn': { region: 'singapore-vpn', country: 'SG', continent: 'asia', cities: [{ id: 'singapore', servers: 160 }] },
  'uk-vpn': {
    region: 'uk-vpn',
    country: 'GB',
    continent: 'europe',
    cities: [
      { id: 'london', servers: 200 },
      { id: 'manchester', servers: 60 },
    ],
  },
  'usa-vpn': {
    region: 'usa-vpn',
    country: 'US',
    continent: 'north-america',
    cities: [
      { id: 'new-york', servers: 220 },
      { id: 'los-angeles', servers: 200 },
      { id: 'chicago', servers: 120 },
      { id: 'dallas', servers: 110 },
      { id: 'miami', servers: 90 },
      { id: 'seattle', servers: 80 },
    ],
  },
};

/** The servers a region has across its cities. */
export function regionServerCount(data: RegionData): number {
  return data.cities.reduce((sum, city) => sum + city.servers, 0);
}

/** True when every city of the region is virtual (its IP addresses are served from another country). */
export function isVirtualRegion(data: RegionData): boolean {
  return data.cities.every((city) => city.hostedIn !== undefined && city.hostedIn !== data.country);
}

/** The given regions grouped by continent in CONTINENTS order, each group keeping the given order; empty continents left out. */
export function regionsByContinent(regions: readonly ServerRegion[]): readonly { continent: Continent; regions: readonly ServerRegion[] }[] {
  return CONTINENTS.map((continent) => ({ continent, regions: regions.filter((region) => REGION_DATA[region].continent === continent) })).filter(
    (group) => group.regions.length > 0,
  );
}
