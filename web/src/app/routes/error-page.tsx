import { Component as ReactComponent, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-reload.ts';
import { paths } from '../../lib/paths.ts';
import { useScreenTitle } from '../document-title.ts';

/** Status and message of anything thrown (SPEC §8): statusCode, status or response status; 500 by default. */
export function describeError(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error))
    return { status: error.status, message: (error.data as { message?: string })?.message };
  if (error instanceof ApiError) return { status: error.status, message: error.body.message };
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: number; status?: number; response?: { status?: number }; message?: string };
    return { status: e.statusCode ?? e.status ?? e.response?.status ?? 500, message: e.message };
  }
  return { status: 500 };
}

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { status, message } = describeError(error);
  // A route that matched nothing is "not found"; an API refusal (an unknown site, say) says what it is itself.
  const notFound = status === 404 && !(error instanceof ApiError);
  const title = notFound ? t('error_page.not_found') : message || t('error_page.title');
  useScreenTitle(title);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return (
    <div className="container error-page py-5 text-center" data-testid="error-page" data-status={status}>
      <p className="display-1 fw-bold text-secondary-emphasis mb-0">{status}</p>
      <h1 className="h3 mb-4">{title}</h1>
      {notFound && (
        <Link to={paths.index()} className="btn btn-primary">
          {t('error_page.back_home')}
        </Link>
      )}
    </div>
  );
}

/** Shown when the error page itself fails. */
class ErrorPageBoundary extends ReactComponent<{ fallback: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="container py-5 text-center">{this.props.fallback}</p>
    ) : (
      this.props.children
    );
  }
}

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPageBoundary fallback={t('error_page.fallback')}>
      <ErrorContent />
    </ErrorPageBoundary>
  );
}
