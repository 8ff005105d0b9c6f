import { useTranslation } from '@teduh/shared/i18n-react';

/** A translated list of strings (an array in the marketing namespace); anything else reads as empty. */
export function useStringList(): (key: string) => string[] {
  const { t } = useTranslation('marketing');
  return (key) => {
    const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  };
}
