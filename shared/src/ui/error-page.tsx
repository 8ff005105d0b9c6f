import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from './button';
import { StatusActions, StatusPageRoot } from './status-page';
import { useUiTranslation } from './translations';

export { ErrorBoundary } from './error-boundary';
export type { ErrorBoundaryProps } from './error-boundary';

export interface ErrorPageProps {
  /** Defaults to "Something went wrong". */
  title?: ReactNode;
  /** The error message, when there is one worth showing to the user. */
  message?: ReactNode;
  /** Shows a "Try again" button (e.g. an error boundary's reset). */
  onRetry?: () => void;
}

/** The generic error page (spec section 2): title, the message if present, and "Back to Homepage". */
export function ErrorPage({ title, message, onRetry }: ErrorPageProps) {
  const { t } = useUiTranslation();
  const headingId = useId();
  const hasMessage = message !== undefined && message !== null && message !== '';
  return (
    <StatusPageRoot aria-labelledby={headingId}>
      <h1 id={headingId}>{title ?? t('ui.error.title')}</h1>
      {hasMessage ? <p>{message}</p> : null}
      <StatusActions>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('ui.error.retry')}
          </Button>
        ) : null}
        <Button to="/" localize>
          {t('ui.error.backHome')}
        </Button>
      </StatusActions>
    </StatusPageRoot>
  );
}
