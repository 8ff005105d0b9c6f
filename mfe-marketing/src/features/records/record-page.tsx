import { useTranslation } from 'react-i18next';
import { useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  AppLink,
  colors,
  Container,
  errorStatus,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  NotFoundPage,
  Section,
  space,
} from '@teduh/shared';
import { ContentBody } from '../../components/content-body';
import { LoadError, TextSkeleton } from '../../components/content-states';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isRecordId, useRecord } from './api/get-record';
import { RecordDate, RecordKindBadge } from './components/record-meta';

const Column = styled.div`
  max-width: 46rem;
  margin: 0 auto;
`;

const Back = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 44px;
  margin: 0 0 ${space.md};
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};
`;

const Header = styled.header`
  margin: 0 0 ${space.xl};
  padding-bottom: ${space.lg};
  border-bottom: 1px solid ${colors.border};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Title = styled.h1`
  margin: ${space.xs} 0 ${space.sm};
  color: ${colors.text};
  font-size: ${fontSizes.xxxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  ${media.above('md')} {
    font-size: ${fontSizes.display};
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.xl};
  line-height: ${lineHeights.body};
`;

function BackToList() {
  const { t } = useTranslation('marketing');
  return (
    <Back to="/records" localize>
      <span aria-hidden="true">←</span>
      {t('records.backToList')}
    </Back>
  );
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
        <Column>
          <BackToList />
          {record.status === 'loading' ? <TextSkeleton label={t('records.loadingRecord')} /> : null}
          {record.status === 'error' ? (
            <>
              <h1>{t('records.recordErrorTitle')}</h1>
              <LoadError onRetry={record.retry} />
            </>
          ) : null}
          {record.status === 'success' ? (
            <article aria-labelledby="record-title">
              <Header>
                <Meta>
                  <RecordKindBadge kind={record.data.kind} />
                  <RecordDate day={record.data.published_on} />
                </Meta>
                <Title id="record-title">{record.data.title}</Title>
                <Summary>{record.data.summary}</Summary>
              </Header>
              <ContentBody blocks={record.data.body} />
            </article>
          ) : null}
        </Column>
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
