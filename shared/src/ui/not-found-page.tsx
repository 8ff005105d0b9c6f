import { useEffect, useId } from 'react';
import { brand } from '../brand';
import { Button } from './button';
import { StatusCode, StatusPageRoot, StatusActions } from './status-page';
import { useUiTranslation } from './translations';

/** The 404 page (spec section 2), with a link back to the home page in the page's language. */
export function NotFoundPage() {
  const { t } = useUiTranslation();
  const headingId = useId();
  const title = t('ui.notFound.title');

  // Branded like every other page's title, in both languages.
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);

  return (
    <StatusPageRoot aria-labelledby={headingId}>
      <StatusCode aria-hidden="true">404</StatusCode>
      <h1 id={headingId}>{title}</h1>
      <p>{t('ui.notFound.text')}</p>
      <StatusActions>
        <Button to="/" localize>
          {t('ui.notFound.backHome')}
        </Button>
      </StatusActions>
    </StatusPageRoot>
  );
}
