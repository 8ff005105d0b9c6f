import { useTranslation } from '@teduh/shared/i18n-react';
import { Link, useLocation } from '@teduh/shared/router';
import styled from 'styled-components';
import { colors, fontSizes, space } from '@teduh/shared';

const Anchor = styled(Link)`
  display: inline-block;
  margin-top: ${space.sm};
  color: ${colors.primary};
  font-size: ${fontSizes.sm};
`;

/** A link to this very answer (the page, its topic and the item's hash), to share or bookmark. */
export function Permalink({ id, category, label }: { id: string; category: string; label: string }) {
  const { t } = useTranslation('marketing');
  const { pathname } = useLocation();
  const search = new URLSearchParams({ category }).toString();
  return (
    <Anchor
      to={{ pathname, search: `?${search}`, hash: `#${id}` }}
      aria-label={t('faq.permalinkTo', { label })}
    >
      {t('faq.permalink')}
    </Anchor>
  );
}
