import { describe, expect, it } from 'vitest';
import { SERVER_REGIONS } from '../routing/route-values.ts';
import { CONTINENTS, NETWORK_FACTS, REGION_DATA, isVirtualRegion, regionServerCount, regionsByContinent } from './server-regions.ts';

describe('server region data', () => {
  it.each(SERVER_REGIONS)('has data for %s, with at least one city that has servers', (region) => {
    const data = REGION_DATA[region];
    expect(data.region).toBe(region);
    expect(CONTINENTS).toContain(data.continent);
    expect(data.cities.length).toBeGreaterThan(0);
    for (const city of data.cities) expect(city.servers).toBeGreaterThan(0);
  });

  it('holds no region outside the route values', () => {
    expect(Object.keys(REGION_DATA).sort()).toEqual([...SERVER_REGIONS].sort());
  });

  it('gives every city a unique id', () => {
    const ids = SERVER_REGIONS.flatMap((region) => REGION_DATA[region].cities.map((city) => city.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves India and Indonesia from virtual locations in Singapore, and no other featured region', () => {
    const virtual = SERVER_REGIONS.filter((region) => isVirtualRegion(REGION_DATA[region]));
    expect(virtual).toEqual(['india-vpn', 'indonesia-vpn']);
    for (const region of virtual) for (const city of REGION_DATA[region].cities) expect(city.hostedIn).toBe('SG');
  });

  it('keeps the featured regions within the 3,000+ servers the site promises', () => {
    const featured = SERVER_REGIONS.reduce((sum, region) => sum + regionServerCount(REGION_DATA[region]), 0);
    expect(featured).toBeLessThan(NETWORK_FACTS.servers);
  });

  it('counts the servers of a region across its cities', () => {
    expect(regionServerCount(REGION_DATA['japan-vpn'])).toBe(200);
  });

  it('groups regions by continent in the listed order, every region once', () => {
    const groups = regionsByContinent(SERVER_REGIONS);
    expect(groups.map((group) => group.continent)).toEqual(['europe', 'north-america', 'south-america', 'asia', 'oceania']);
    expect(groups.flatMap((group) => group.regions).sort()).toEqual([...SERVER_REGIONS].sort());
    expect(groups.find((group) => group.continent === 'oceania')?.regions).toEqual(['australia-vpn']);
  });

  it('leaves out continents with no region', () => {
    expect(regionsByContinent(['japan-vpn'])).toEqual([{ continent: 'asia', regions: ['japan-vpn'] }]);
  });
});
