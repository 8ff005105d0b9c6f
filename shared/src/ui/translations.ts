import { useTranslation } from '@teduh/shared/i18n-react';
import type { TranslationBundle } from '../contribution';
import { registerTranslations } from '../i18n/i18n';
import en from './locales/en.json';
import ms from './locales/ms.json';

/** The UI kit's own i18next namespace, so it never edits the `shared` locale files. */
export const uiNamespace = 'shared-ui';

export const uiTranslations: TranslationBundle = { en, ms };

registerTranslations(uiNamespace, uiTranslations);

export function useUiTranslation() {
  return useTranslation(uiNamespace);
}
