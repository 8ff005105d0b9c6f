import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, space } from '@teduh/shared';
import { useContentLanguage } from '../../../lib/cms';
import type { ArticleSummary } from '../api/get-articles';
import { formatPublished, isoDay } from '../../../lib/format-date';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xxs} ${space.sm};
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};

  span + span::before {
    content: '·';
    margin-right: ${space.sm};
  }
`;

/** Read time and publication date of an article. */
export function ArticleMeta({ article, className }: { article: ArticleSummary; className?: string }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const published = formatPublished(article.published_at, lang);
  return (
    <Line className={className}>
      <span>{t('resources.readTime', { count: article.read_time_minutes })}</span>
      {published ? (
        <span>
          <time dateTime={isoDay(article.published_at)}>{published}</time>
        </span>
      ) : null}
    </Line>
  );
}
