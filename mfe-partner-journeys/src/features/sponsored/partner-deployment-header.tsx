import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, fontSizes, fontWeights, space } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import { fetchSponsoringPartner } from './partners-api';

const Band = styled.div<{ $primary: string; $accent: string }>`
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.md} ${space.lg};
  border-bottom: 6px solid ${(props) => props.$accent};
  background: ${(props) => props.$primary};
  color: #ffffff;

  img {
    width: 48px;
    height: 48px;
  }

  p {
    margin: 0;
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.semibold};
  }
`;

/**
 * A partner deployment's header: the partner's logo, name and colours as its data holds them, so one build of
 * this remote serves every partner (the deployment manifest names which).
 */
export function PartnerDeploymentHeader({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('partners');
  const partner = useApiQuery(`partners/${slug}/${i18n.language}`, (signal) =>
    fetchSponsoringPartner(slug, signal),
  );
  if (partner.status === 'loading') return null;
  if (partner.status === 'error') {
    return <Alert variant="error">{t('sponsored.deployment.failed')}</Alert>;
  }
  const { name, logo_url: logo, primary_colour: primary, accent_colour: accent } = partner.data;
  return (
    <Band $primary={primary} $accent={accent} data-testid="partner-deployment-header">
      {logo ? <img src={logo} alt={t('sponsored.deployment.logo', { partner: name })} /> : null}
      <p>{t('sponsored.deployment.title', { partner: name })}</p>
    </Band>
  );
}
