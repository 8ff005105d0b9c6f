import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  colors,
  Container,
  errorStatus,
  fontSizes,
  lineHeights,
  NotFoundPage,
  Section,
  space,
} from '@teduh/shared';
import { ContentBody } from '../../components/content-body';
import { BackToList, ContentColumn, ContentHeader, ContentTitle } from '../../components/content-page';
import { LoadError, TextSkeleton } from '../../components/content-states';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isRecordId, useRecord } from './api/get-record';
import { RecordDate, RecordKindBadge } from './components/record-meta';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Summary = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.xl};
  line-height: ${lineHeights.body};
`;

function BackToRecords() {
  const { t } = useTranslation('marketing');
  return <BackToList to="/records">{t('records.backToList')}</BackToList>;
}

function LoadedRecord({ id }: { id: string }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const record = useRecord({ lang, id });
  useDocumentTitle(record.data?.title ?? (record.status === 'loading' ? t('records.title') : null));

  if (record.status === 'error' && errorStatus(record.error) === 404) return <NotFoundPage />;
  return (
    <Section as="div">
      <Container>
        <ContentColumn>
          <BackToRecords />
          {record.status === 'loading' ? <TextSkeleton label={t('records.loadingRecord')} /> : null}
          {record.status === 'error' ? (
            <>
              <h1>{t('records.recordErrorTitle')}</h1>
              <LoadError onRetry={record.retry} />
            </>
          ) : null}
          {record.status === 'success' ? (
            <article aria-labelledby="record-title">
              <ContentHeader>
                <Meta>
                  <RecordKindBadge kind={record.data.kind} />
                  <RecordDate day={record.data.published_on} />
                </Meta>
                <ContentTitle id="record-title">{record.data.title}</ContentTitle>
                <Summary>{record.data.summary}</Summary>
              </ContentHeader>
              <ContentBody blocks={record.data.body} />
            </article>
          ) : null}
        </ContentColumn>
      </Container>
    </Section>
  );
}

/** `/records/<uuid>`: one official record; an id that is no uuid, or that no record has, is the 404 page. */
export function RecordPage() {
  const { uuid } = useParams();
  if (!isRecordId(uuid)) return <NotFoundPage />;
  return <LoadedRecord key={uuid} id={uuid.toLowerCase()} />;
}
