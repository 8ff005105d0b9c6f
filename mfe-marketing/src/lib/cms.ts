import { useTranslation } from '@teduh/shared/i18n-react';
import { mixed, number, object, string } from 'yup';
import { isLocale, supportedLocales, type Locale } from '@teduh/shared';

/** Every CMS call is public and answers in the language asked for by `?lang=`. */
export const cmsBasePath = 'cms/api/v1/';

/** The page's current language: the `lang` of every content call. */
export function useContentLanguage(): Locale {
  const { i18n } = useTranslation('marketing');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'en';
}

/** The API's envelope. */
export interface Envelope<T> {
  data: T;
}

/** A page of a list: `{ count, results }`, taken with `limit` and `offset`. */
export interface Paginated<T> {
  count: number;
  results: T[];
}

export interface CmsCategory {
  slug: string;
  name: string;
}

export const langSchema = mixed<Locale>()
  .oneOf([...supportedLocales])
  .required();

/** A slug as the CMS writes them: lower-case words joined by hyphens. */
export const slugSchema = string()
  .trim()
  .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(200);

export const limitSchema = number().integer().min(1).max(50);
export const offsetSchema = number().integer().min(0);

export const langInputSchema = object({ lang: langSchema });
