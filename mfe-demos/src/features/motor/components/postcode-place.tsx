import { apiClient } from '@teduh/shared';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useApiQuery } from '@teduh/shared/query';
import styled from 'styled-components';
import { colors, fontSizes, space } from '@teduh/shared';

interface PostcodeArea {
  postcode: string;
  city: string;
  state: string;
}

const Line = styled.p`
  min-height: 1.5em;
  margin: -${space.xs} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/** The city and state of a typed Malaysian postcode (the API's `malaysia-postcodes` data), read out politely. */
export function PostcodePlace({ postcode }: { postcode: string }) {
  const { t } = useTranslation('demos');
  const complete = /^\d{5}$/.test(postcode.trim()) ? postcode.trim() : null;
  const area = useApiQuery(
    complete === null ? null : `postcode:${complete}`,
    async (signal) =>
      (await apiClient.get<{ data: PostcodeArea }>(`ekyc/api/v1/postcodes/${complete}/`, { signal })).data
        .data,
    { retries: 0 },
  );
  let text = '';
  if (area.status === 'success')
    text = t('motor.fields.postcodePlace', { city: area.data.city, state: area.data.state });
  else if (area.status === 'error') text = t('motor.fields.postcodeUnknown');
  return <Line aria-live="polite">{text}</Line>;
}
