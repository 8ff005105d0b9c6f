import { registerTranslations, sharedNamespace } from '@teduh/shared';
import { useTranslation } from '@teduh/shared/i18n-react';
import en from '../locales/en.json?strings=journey';
import ms from '../locales/ms.json?strings=journey';

// The kit's own words (the `journey` section of the shared namespace) come with the kit, never on a first
// page without a journey (string-groups.json keeps them out of the core strings).
registerTranslations(sharedNamespace, { en, ms });

/** The kit's strings: `journey.*` in the shared namespace. */
export function useJourneyTranslation() {
  return useTranslation('shared');
}
