import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  AppLink,
  bodyText,
  colors,
  Container,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  space,
} from '@teduh/shared';
import { EmptyState, ListSkeleton, LoadError } from '../../components/content-states';
import { PageBody, PageHero } from '../../components/page-hero';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RECORDS_PAGE_SIZE, useRecords, type OfficialRecordSummary } from './api/get-records';
import { RecordDate, RecordKindBadge } from './components/record-meta';

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  max-width: 52rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  display: grid;
  gap: ${space.xs};
  padding: ${space.lg};
  border-left: 4px solid ${colors.primary};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.sm};

  &:focus-within {
    box-shadow: ${shadows.md};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};

  a {
    color: ${colors.text};
    text-decoration: none;
  }

  /* The whole card is the link's target area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }

  a:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

const Summary = styled.p`
  ${bodyText}
  margin: 0;
`;

function RecordItem({ record }: { record: OfficialRecordSummary }) {
  return (
    <Item>
      <Meta>
        <RecordKindBadge kind={record.kind} />
        <RecordDate day={record.published_on} />
      </Meta>
      <Title>
        <AppLink to={`/records/${record.id}`} localize>
          {record.title}
        </AppLink>
      </Title>
      <Summary>{record.summary}</Summary>
    </Item>
  );
}

/** `/records`: the public record of official notices, policies and announcements, newest first. */
export function RecordsPage() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const records = useRecords({ lang, limit: RECORDS_PAGE_SIZE });
  useDocumentTitle(t('records.title'));

  return (
    <>
      <PageHero eyebrow={t('records.eyebrow')} title={t('records.title')} lead={t('records.lead')} />
      <PageBody as="div">
        <Container>
          {records.status === 'loading' ? <ListSkeleton rows={3} label={t('records.loading')} /> : null}
          {records.status === 'error' ? (
            <>
              <h2>{t('records.listErrorTitle')}</h2>
              <LoadError onRetry={records.retry} />
            </>
          ) : null}
          {records.status === 'success' && records.data.results.length === 0 ? (
            <EmptyState>{t('records.empty')}</EmptyState>
          ) : null}
          {records.status === 'success' && records.data.results.length > 0 ? (
            <List aria-label={t('records.listLabel')}>
              {records.data.results.map((record) => (
                <RecordItem key={record.id} record={record} />
              ))}
            </List>
          ) : null}
        </Container>
      </PageBody>
    </>
  );
}
