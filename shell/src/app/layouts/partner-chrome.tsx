import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import { AppLink, brand, colors, fontSizes, layoutWidths, space, zIndices } from '@teduh/shared';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { company } from '../../lib/company';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndices.header};
  background: ${colors.background};
  border-bottom: 1px solid ${colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  max-width: ${layoutWidths.content}px;
  min-height: 56px;
  margin: 0 auto;
  padding: ${space.xxs} ${space.md};
`;

const Slim = styled.footer`
  margin-top: ${space.xl};
  padding: ${space.md};
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};

  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.sm};
    max-width: ${layoutWidths.content}px;
    margin: 0 auto;
  }

  p {
    margin: 0;
  }

  ul {
    display: flex;
    gap: ${space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The motor-partner layout's slim header: the logo and the language switch, nothing to wander off to. */
export function PartnerHeader() {
  return (
    <Bar>
      <Inner>
        <Logo />
        <LanguageSwitch />
      </Inner>
    </Bar>
  );
}

/** The motor-partner layout's slim footer: who operates the journey and the legal pages. */
export function PartnerFooter() {
  const { t } = useTranslation('shell');
  return (
    <Slim>
      <div>
        <p>
          {t('partnerLayout.operatedBy', { brand: brand.name })} {company.digital.name}{' '}
          {company.digital.registrationNumber}
        </p>
        <nav aria-label={t('footer.legal')}>
          <ul>
            <li>
              <AppLink to="/terms-and-conditions" localize>
                {t('nav.terms')}
              </AppLink>
            </li>
            <li>
              <AppLink to="/privacy-policy" localize>
                {t('nav.privacy')}
              </AppLink>
            </li>
          </ul>
        </nav>
      </div>
    </Slim>
  );
}
