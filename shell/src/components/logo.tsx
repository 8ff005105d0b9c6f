import { styled } from 'styled-components';
import { AppLink, brand, colors, fontSizes, fontWeights, radii, space } from '@teduh/shared';
import { useTranslation } from '@teduh/shared/i18n-react';

const Home = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  border-radius: ${radii.sm};
  color: ${colors.primary};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.02em;
  text-decoration: none;

  &:hover {
    color: ${colors.primaryHover};
  }
`;

/** The brand mark: a shelter ("teduh") over a family. Decorative; the link carries the name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={colors.primary} />
      <path
        d="M6 17c3-7 17-7 20 0"
        stroke={colors.accent}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M16 12v12" stroke={colors.onPrimary} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The logo, linking to the home page in the current language. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Home to="/" localize className={className} aria-label={t('nav.logoLabel', { brand: brand.name })}>
      <BrandMark />
      <span aria-hidden="true">{brand.name}</span>
    </Home>
  );
}
