import type { RouteRules } from '../../domain/index.ts';

/** SPEC §7: the route rules a route guard asks for by path; none when they cannot be read (the failure is logged). */
export interface RouteRulesPort {
  rules(): Promise<RouteRules>;
}
