import { useCallback } from 'react';
import { useLocation, useNavigate } from '@teduh/shared/router';
import { changeLocale, type Locale } from '@teduh/shared';
import { pathInLocale } from '../lib/locale-routing';

/** Switches language and stays on the same page (cookie, analytics `locale_change` and URL prefix). */
export function useSwitchLocale(): (target: Locale) => Promise<void> {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (target: Locale) => {
      // The cookie is written first, so the unprefixed English URL is not sent back to Malay.
      await changeLocale(target);
      await navigate(pathInLocale(pathname, search, hash, target));
    },
    [pathname, search, hash, navigate],
  );
}
