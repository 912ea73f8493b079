import { setupI18n, type I18n } from '@lingui/core';
import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { TOKENS } from '../../application/tokens.ts';
import { DEFAULT_GUARDS, ROUTE_DEFINITIONS, buildRouteTable } from '../../domain/index.ts';
import { createRoutes, type RouteServices } from './create-routes.tsx';

/** The route table and React Router tree for one container: what the browser and the prerenderer share. */
export function routerSetup(
  container: Container,
  where: RouteServices['where'],
  documentsLoadAsPages?: RouteServices['documentsLoadAsPages'],
): { i18n: I18n; routes: RouteObject[]; services: RouteServices } {
  const i18n = setupI18n();
  const services: RouteServices = {
    table: buildRouteTable(ROUTE_DEFINITIONS, DEFAULT_GUARDS),
    i18n,
    pageTexts: container.get(TOKENS.PageTexts),
    access: container.get(TOKENS.RouteAccess),
    routeRules: container.get(TOKENS.RouteRules),
    payloads: container.get(TOKENS.PagePayloads),
    where,
    ...(documentsLoadAsPages === undefined ? {} : { documentsLoadAsPages }),
  };
  return { i18n, routes: createRoutes(services), services };
}
