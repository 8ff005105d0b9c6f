import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '@teduh/shared';
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

const intlLocales = { en: 'en-MY', ms: 'ms-MY' } as const;

/** "Published 1 October 2025": the day as written (a calendar day, no time zone shift). */
export function RecordDate({ day }: { day: string }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const written = new Intl.DateTimeFormat(intlLocales[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
  return <time dateTime={day}>{t('records.published', { date: written })}</time>;
}
