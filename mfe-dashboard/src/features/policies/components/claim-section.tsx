import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, brand, colors, lineHeights, space, useModalStore } from '@teduh/shared';
import { ProfileCard } from '../../../components/profile-card';
import type { PolicyDetail } from '../api/types';
import { TextLink } from './text-link';

const Text = styled.p`
  margin: 0 0 ${space.sm};
  color: ${colors.text};
  line-height: ${lineHeights.body};
`;

const Documents = styled.ul`
  margin: 0 0 ${space.md};
  padding-left: ${space.lg};
  line-height: ${lineHeights.body};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

// As the claims service asks for them (api/src/modules/claims/choices.ts requiredDocuments), and the number that finds the certificate.
const claimDocuments = [
  'deathCertificate',
  'burialOrPolice',
  'claimantNric',
  'bank',
  'certificateNumber',
] as const;

/**
 * How to make a claim: online on the claim page (the family needs no account), or with questions through the
 * enquiry form (topic "Claims") or by e-mail.
 */
export function ClaimSection({ policy }: { policy: PolicyDetail }) {
  const { t } = useTranslation('dashboard');
  const openModal = useModalStore((state) => state.open);
  const subject = t('policies.detail.claim.mailSubject', { number: policy.number ?? '' });
  return (
    <ProfileCard id="policy-claim" title={t('policies.detail.claim.title')}>
      <Text>{t('policies.detail.claim.intro')}</Text>
      <Documents>
        {claimDocuments.map((key) => (
          <li key={key}>{t(`policies.detail.claim.documents.${key}`, { number: policy.number ?? '' })}</li>
        ))}
      </Documents>
      <Text>{t('policies.detail.claim.timing')}</Text>
      <Text>{t('policies.detail.claim.howToClaim')}</Text>
      <Actions>
        <Button to="/dashboard/claims/new" localize>
          {t('policies.detail.claim.online')}
        </Button>
        <Button variant="secondary" onClick={() => openModal('enquiry')}>
          {t('policies.detail.claim.enquiry')}
        </Button>
        <TextLink href={`mailto:${brand.supportEmail}?subject=${encodeURIComponent(subject)}`}>
          {t('policies.detail.claim.email', { email: brand.supportEmail })}
        </TextLink>
      </Actions>
    </ProfileCard>
  );
}
