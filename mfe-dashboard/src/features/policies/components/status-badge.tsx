import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '@teduh/shared';
import type { CertificateStatus } from '../api/types';

const tones: Record<CertificateStatus, { color: string; background: string }> = {
  issued: { color: colors.success, background: colors.successBackground },
  pending: { color: colors.warning, background: colors.warningBackground },
  canceled: { color: colors.textMuted, background: colors.disabledBackground },
  lapsed: { color: colors.warning, background: colors.warningBackground },
  rescinded: { color: colors.error, background: colors.errorBackground },
};

const Badge = styled.span<{ $status: CertificateStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radii.pill};
  background: ${(p) => tones[p.$status].background};
  color: ${(p) => tones[p.$status].color};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
`;

/** The certificate's status in words (never colour alone). */
export function StatusBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge $status={status} data-testid="certificate-status">
      {t(`policies.status.${status}`)}
    </Badge>
  );
}
