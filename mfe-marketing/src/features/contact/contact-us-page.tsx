import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  AppLink,
  brand,
  colors,
  Container,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  radii,
  shadows,
  space,
} from '@teduh/shared';
import { PageBody, PageHero } from '../../components/page-hero';
import { SupportBlock } from '../../components/support-block';
import { useDocumentTitle } from '../../lib/use-document-title';

const Grid = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.xl};
  padding: 0;
  list-style: none;

  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.above('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${space.xs};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.sm};

  h2 {
    margin: 0;
    color: ${colors.text};
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.semibold};
  }

  p,
  address {
    margin: 0;
    color: ${colors.textMuted};
    font-style: normal;
    white-space: pre-line;
    line-height: ${lineHeights.body};
  }

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const SelfHelp = styled.p`
  margin: ${space.lg} 0 0;
  color: ${colors.text};

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
  }
`;

/** Where and when to reach us: e-mail, WhatsApp, hours, the help centre, and the enquiry form. */
export function ContactUsPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('contact.title'));
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <PageBody $tone="surface">
        <Container>
          <Grid>
            <Card>
              <h2>{t('contact.email.title')}</h2>
              <p>{t('contact.email.text')}</p>
              <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
            </Card>
            <Card>
              <h2>{t('contact.whatsapp.title')}</h2>
              <p>{t('contact.whatsapp.text')}</p>
              <a href={`https://wa.me/${brand.whatsappNumber}`} target="_blank" rel="noopener noreferrer">
                {t('contact.whatsapp.link')}
              </a>
            </Card>
            <Card>
              <h2>{t('contact.hours.title')}</h2>
              <p>{t('contact.hours.text')}</p>
              <p>{t('contact.hours.note')}</p>
            </Card>
            <Card>
              <h2>{t('contact.address.title')}</h2>
              <address>
                {t('contact.address.company', { brand: brand.name })}
                <br />
                {t('contact.address.lines', { brand: brand.name })}
              </address>
            </Card>
          </Grid>
          <SupportBlock />
          <SelfHelp>
            {t('contact.selfHelp')}{' '}
            <AppLink to="/help-center" localize>
              {t('contact.helpCenter')}
            </AppLink>
          </SelfHelp>
        </Container>
      </PageBody>
    </>
  );
}
