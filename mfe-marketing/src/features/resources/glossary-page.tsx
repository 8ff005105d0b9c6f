import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { AppLink, colors, Container, fontWeights, space } from '@teduh/shared';
import { EmptyState, ListSkeleton, LoadError } from '../../components/content-states';
import { GlossaryList } from '../../components/glossary-list';
import { PageBody, PageHero } from '../../components/page-hero';
import { useGlossary } from '../../lib/api/get-glossary';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';

const Back = styled(AppLink)`
  display: inline-block;
  margin: 0 0 ${space.lg};
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};
`;

/** The takaful glossary, A to Z. */
export function GlossaryPage() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const glossary = useGlossary({ lang });
  useDocumentTitle(t('glossary.title'));

  return (
    <>
      <PageHero eyebrow={t('glossary.eyebrow')} title={t('glossary.title')} lead={t('glossary.lead')} />
      <PageBody aria-label={t('glossary.terms')}>
        <Container>
          <Back to="/resources" localize>
            {t('resources.backToList')}
          </Back>
          {glossary.status === 'loading' ? <ListSkeleton label={t('glossary.loading')} /> : null}
          {glossary.status === 'error' ? <LoadError onRetry={glossary.retry} /> : null}
          {glossary.status === 'success' ? (
            glossary.data.length > 0 ? (
              <GlossaryList terms={glossary.data} />
            ) : (
              <EmptyState>{t('glossary.empty')}</EmptyState>
            )
          ) : null}
        </Container>
      </PageBody>
    </>
  );
}
