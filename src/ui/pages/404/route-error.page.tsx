import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentHead } from '../../app/document-head.ts';
import { useCurrentRoute, useLocalizedPath } from '../../app/route-context.ts';
import type { NotFoundData } from '../../app/route-types.ts';
import { UnexpectedErrorView } from '../../shell/errors/unexpected-error.view.tsx';
import { notFoundLinks } from './not-found-links.ts';
import { NOT_FOUND_COPY } from './not-found.copy.ts';
import { NotFoundView } from './not-found.view.tsx';

function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && 'kind' in value && 'path' in value;
}

/**
 * SPEC §2.2: an unknown path shows the not-found page; a route whose validation fails shows the
 * error page with 'Page Not Found: {path}'. Both answer 404. Anything else is an unexpected failure.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { i18n } = useLingui();
  const { language } = useCurrentRoute();
  const toLocalized = useLocalizedPath();
  const notFound = isRouteErrorResponse(error) && error.status === 404 && isNotFoundData(error.data) ? error.data : undefined;
  useDocumentHead({ language, path: notFound?.path ?? '/', title: notFound?.title ?? '', description: undefined, indexable: false });

  if (notFound?.kind === 'unknown-path') {
    return <NotFoundView heading={i18n._(NOT_FOUND_COPY.heading)} lead={i18n._(NOT_FOUND_COPY.description)} missingPath={notFound.path} links={notFoundLinks(language)} />;
  }
  if (notFound) {
    const path = notFound.path;
    return (
      <NotFoundView
        alert
        heading={<Trans>Page Not Found: {path}</Trans>}
        lead={i18n._(NOT_FOUND_COPY.description)}
        links={notFoundLinks(language)}
      />
    );
  }
  return <UnexpectedErrorView homeHref={toLocalized('/')} />;
}
