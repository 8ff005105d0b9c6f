import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import {
  AppLink,
  brand,
  colors,
  fontSizes,
  fontWeights,
  layoutWidths,
  media,
  space,
  useAppStore,
  VisuallyHidden,
} from '@teduh/shared';
import { useConsentStore } from '@teduh/shared/consent';
import { Logo } from '../../components/logo';
import { company, legalDocuments } from '../../lib/company';
import { siteFooterAttribute } from '../../lib/prerendered-footer';
import { useNearViewport } from '../../lib/use-near-viewport';
import { NewsletterFrame } from './newsletter-frame';
import { SocialLinks } from './social-links';
import { StoreBadges } from './store-badges';

const Root = styled.footer`
  margin-top: ${space.xxl};
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
`;

const Inner = styled.div`
  max-width: ${layoutWidths.content}px;
  margin: 0 auto;
  padding: ${space.xl} ${space.md} ${space.lg};
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.xl};
  /* minmax(0, 1fr): the newsletter row (field and button) may not widen the column past the screen. */
  grid-template-columns: minmax(0, 1fr);

  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* minmax(0, …) here too: a column's width never follows its content (the newsletter form arriving). */
  ${media.above('lg')} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.6fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};

  h2 {
    margin: 0;
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.bold};
  }

  p {
    margin: 0;
    color: ${colors.textMuted};
  }

  section {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    margin-top: ${space.xs};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    color: ${colors.text};
    text-decoration: none;
  }

  a:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }

  /* "Cookie settings" opens a dialog, so it is a button that reads like its neighbouring links. */
  button {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0;
    border: 0;
    background: none;
    color: ${colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }

  button:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

const Legal = styled.div`
  display: grid;
  gap: ${space.md};
  margin-top: ${space.xl};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.border};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};

  ${media.above('md')} {
    grid-template-columns: 1fr 1fr;
  }

  address {
    font-style: normal;
  }

  p {
    margin: 0;
  }
`;

const currentYear = new Date().getFullYear();

/** The site footer of spec section 2. */
// The newsletter form brings formik and yup; it loads only when the footer is about to be seen.
const NewsletterForm = lazy(() => import('./newsletter-box').then((m) => ({ default: m.NewsletterForm })));

/**
 * The form's height (label, then field and button on one row; the field is taller on a phone), kept while it
 * loads. Measured by e2e/footer.spec.ts, which fails if anything moves when the form arrives.
 */
const NewsletterFormSlot = styled.div`
  min-height: 5.75rem;
`;

function DeferredNewsletterBox() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <NewsletterFrame>
      <NewsletterFormSlot ref={ref} data-newsletter-form-slot="">
        {near ? (
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        ) : null}
      </NewsletterFormSlot>
    </NewsletterFrame>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation('shell');
  // Without an ads tag the site uses necessary cookies only: there is no choice to change.
  const cookieChoice = useAppStore((state) => state.adsTag !== null);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const companyHeading = useId();
  const legalHeading = useId();
  const appHeading = useId();
  const socialHeading = useId();
  const pdf = ` ${t('footer.pdf')}`;

  return (
    <Root {...{ [siteFooterAttribute]: '' }}>
      <Inner>
        <Grid>
          <Column>
            <Logo />
            <p>{t('footer.tagline')}</p>
            <section aria-labelledby={appHeading}>
              <h2 id={appHeading}>{t('footer.getTheApp')}</h2>
              <StoreBadges />
            </section>
          </Column>
          <Column as="nav" aria-labelledby={companyHeading}>
            <h2 id={companyHeading}>{brand.name}</h2>
            <Links>
              <li>
                <AppLink to={`/why-${brand.slug}`} localize>
                  {t('nav.whyUs', { brand: brand.name })}
                </AppLink>
              </li>
              <li>
                <AppLink to="/resources" localize>
                  {t('nav.resources')}
                </AppLink>
              </li>
              <li>
                <AppLink to="/help-center" localize>
                  {t('nav.helpCenter')}
                </AppLink>
              </li>
              <li>
                <AppLink to="/contact-us" localize>
                  {t('nav.contactUs')}
                </AppLink>
              </li>
              <li>
                <AppLink to={`/${brand.slug}-test`} localize>
                  {t('footer.needsTest')}
                </AppLink>
              </li>
              <li>
                <AppLink to={`/${brand.flagshipSlug}`} localize>
                  {t('nav.plan', { plan: brand.flagshipProductName })}
                </AppLink>
              </li>
            </Links>
          </Column>
          <Column as="nav" aria-labelledby={legalHeading}>
            <h2 id={legalHeading}>{t('footer.legal')}</h2>
            <Links>
              {/* Static documents: plain links, so the browser fetches the file instead of routing. */}
              <li>
                <a href={legalDocuments.privacyPolicy(locale)} target="_blank" rel="noopener">
                  {t('nav.privacy')}
                  <VisuallyHidden>{pdf}</VisuallyHidden>
                </a>
              </li>
              <li>
                <AppLink to="/terms-and-conditions" localize>
                  {t('nav.terms')}
                </AppLink>
              </li>
              <li>
                <a href={legalDocuments.productDisclosure(locale)} target="_blank" rel="noopener">
                  {t('footer.productDisclosure', { plan: brand.flagshipProductName })}
                  <VisuallyHidden>{pdf}</VisuallyHidden>
                </a>
              </li>
              <li>
                <a href={legalDocuments.productStatement(locale)} target="_blank" rel="noopener">
                  {t('footer.productStatement', { plan: brand.flagshipProductName })}
                  <VisuallyHidden>{pdf}</VisuallyHidden>
                </a>
              </li>
              {cookieChoice ? (
                <li>
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => useConsentStore.getState().openSettings()}
                  >
                    {t('consent.settings')}
                  </button>
                </li>
              ) : null}
            </Links>
          </Column>
          <Column>
            <DeferredNewsletterBox />
            <section aria-labelledby={socialHeading}>
              <h2 id={socialHeading}>{t('footer.followUs')}</h2>
              <SocialLinks />
            </section>
          </Column>
        </Grid>
        <Legal>
          <div>
            <p>
              <strong>{t('footer.registeredAddress')}</strong>
            </p>
            <address>
              {company.registeredAddress.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </div>
          <div>
            <p>
              {company.operator.name} {company.operator.registrationNumber}
            </p>
            <p>
              {company.digital.name} {company.digital.registrationNumber}
            </p>
            <p>{t('footer.copyright', { year: currentYear, brand: brand.name })}</p>
          </div>
        </Legal>
      </Inner>
    </Root>
  );
}
