import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Button,
  colors,
  fontSizes,
  fontWeights,
  radii,
  space,
  statusTones,
  type EkycStatus,
} from '@teduh/shared';

type Tone = 'good' | 'waiting' | 'action' | 'problem';

const toneOf: Record<EkycStatus, Tone> = {
  accepted: 'good',
  pending: 'waiting',
  processing: 'waiting',
  submitted: 'waiting',
  undetermined: 'waiting',
  suspicious: 'waiting',
  unverified: 'action',
  rejected: 'problem',
  'rejected-can-retry': 'action',
};

const toneColours: Record<Tone, (typeof statusTones)[keyof typeof statusTones]> = {
  good: statusTones.success,
  waiting: statusTones.info,
  action: statusTones.warning,
  problem: statusTones.error,
};

const knownStatuses = Object.keys(toneOf) as EkycStatus[];

/** The API may answer a status this page does not know yet; it is then shown as unverified. */
export function knownEkycStatus(status: string): EkycStatus {
  return (knownStatuses as string[]).includes(status) ? (status as EkycStatus) : 'unverified';
}

const Badge = styled.p<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  margin: 0 0 ${space.sm};
  padding: ${space.xxs} ${space.sm};
  border: 1px solid ${(p) => toneColours[p.$tone].text};
  border-radius: ${radii.pill};
  background: ${(p) => toneColours[p.$tone].background};
  color: ${(p) => toneColours[p.$tone].text};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
`;

const Text = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: 1.5;
`;

/** The identity-verification status in words, what it means, and the way on when it is not accepted. */
export function EkycStatusPanel({ status }: { status: string }) {
  const { t } = useTranslation('dashboard');
  const known = knownEkycStatus(status);
  return (
    <>
      <Badge $tone={toneOf[known]} data-testid="ekyc-status">
        <Dot aria-hidden="true" />
        {t(`profile.ekyc.status.${known}.label`)}
      </Badge>
      <Text>{t(`profile.ekyc.status.${known}.text`)}</Text>
      {known === 'accepted' ? null : (
        <Button
          to="/ekyc/begin-verification"
          localize
          variant={known === 'unverified' ? 'primary' : 'secondary'}
        >
          {known === 'unverified' ? t('profile.ekyc.verify') : t('profile.ekyc.check')}
        </Button>
      )}
    </>
  );
}
