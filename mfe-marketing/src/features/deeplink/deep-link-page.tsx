import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useParams } from '@teduh/shared/router';
import { NotFoundPage, useLocalizedPath } from '@teduh/shared';
import { webPathForDeepLink } from './deep-link-targets';

/**
 * `/deeplink/<path>`: where the mobile app is installed the operating system opens it on this link; in a
 * browser, the same page of the site (in the reader's language) replaces this one in the history. A path
 * that names no page we allow is the 404 page: never an open redirect.
 */
export function DeepLinkPage() {
  const { t } = useTranslation('marketing');
  const localized = useLocalizedPath();
  const target = webPathForDeepLink(useParams()['*']);
  if (target === null) return <NotFoundPage />;
  return (
    <>
      <p role="status">{t('deeplink.opening')}</p>
      <Navigate to={localized(target)} replace />
    </>
  );
}
