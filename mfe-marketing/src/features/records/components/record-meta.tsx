import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, formatDate, radii, space } from '@teduh/shared';
import { useContentLanguage } from '../../../lib/cms';
import type { RecordKind } from '../api/get-records';

const Badge = styled.span`
  display: inline-block;
  padding: 0 ${space.xs};
  border-radius: ${radii.sm};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export function RecordKindBadge({ kind }: { kind: RecordKind }) {
  const { t } = useTranslation('marketing');
  return <Badge>{t(`records.kind.${kind}`)}</Badge>;
}

/** "Published 1 October 2025": the day as written (a calendar day, no time zone shift). */
export function RecordDate({ day }: { day: string }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const written = formatDate(day, lang) ?? day;
  return <time dateTime={day}>{t('records.published', { date: written })}</time>;
}
