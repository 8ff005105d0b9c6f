import { useTranslation } from '@teduh/shared/i18n-react';
import { css, styled } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space, supportedLocales, type Locale } from '@teduh/shared';
import { useSwitchLocale } from './use-switch-locale';

const Group = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  background: ${colors.background};
`;

const Option = styled.button<{ $active: boolean }>`
  min-width: 44px;
  min-height: 36px;
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;

  ${(p) =>
    p.$active &&
    css`
      background: ${colors.primary};
      color: ${colors.onPrimary};
      cursor: default;
    `}
`;

const shortLabel: Record<Locale, string> = { en: 'EN', ms: 'BM' };

/** The EN / BM switch: keeps the current page, remembers the choice for a year. */
export function LanguageSwitch({ className, onSwitched }: { className?: string; onSwitched?: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const switchLocale = useSwitchLocale();
  const current = (i18n.resolvedLanguage ?? i18n.language) as Locale;
  return (
    <Group role="group" aria-label={t('nav.language')} className={className}>
      {supportedLocales.map((locale) => (
        <Option
          key={locale}
          type="button"
          lang={locale}
          $active={locale === current}
          aria-pressed={locale === current}
          aria-label={t(`nav.languageName.${locale}`)}
          onClick={() => {
            if (locale === current) return;
            void switchLocale(locale).then(() => onSwitched?.());
          }}
        >
          {shortLabel[locale]}
        </Option>
      ))}
    </Group>
  );
}
