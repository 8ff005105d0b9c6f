import { useMemo } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import { AppLink, colors, Container, fontWeights, Section, space } from '@teduh/shared';
import { Accordion } from '../../components/accordion';
import { ListSkeleton, LoadError, EmptyState } from '../../components/content-states';
import { FilterChips } from '../../components/filter-chips';
import { PageBody, PageHero } from '../../components/page-hero';
import { SupportBlock } from '../../components/support-block';
import { useGlossary } from '../../lib/api/get-glossary';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFaqCategories } from './api/get-faq-categories';
import { useFaqs } from './api/get-faqs';
import { Permalink } from './components/permalink';
import { useOpenItems } from './components/use-open-items';

/** The FAQ topic whose filter lists the glossary's terms instead of questions. */
export const glossaryCategorySlug = 'takaful-glossary';

function FaqList({ category }: { category: string }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const faqs = useFaqs({ lang, group: 'faq', category });
  const items = useMemo(
    () =>
      (faqs.data ?? []).map((faq) => ({
        id: `faq-${faq.id}`,
        title: faq.question,
        content: (
          <>
            <p>{faq.answer}</p>
            <Permalink id={`faq-${faq.id}`} category={category} label={faq.question} />
          </>
        ),
      })),
    [faqs.data, category],
  );
  const { openIds, toggle } = useOpenItems(items.map((item) => item.id));

  if (faqs.status === 'loading') return <ListSkeleton label={t('faq.loading')} />;
  if (faqs.status === 'error') return <LoadError onRetry={faqs.retry} />;
  if (items.length === 0) return <EmptyState>{t('faq.empty')}</EmptyState>;
  return <Accordion items={items} openIds={openIds} onToggle={toggle} />;
}

function GlossaryTerms() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const glossary = useGlossary({ lang });
  const items = useMemo(
    () =>
      [...(glossary.data ?? [])]
        .sort((a, b) => a.term.localeCompare(b.term, lang))
        .map((term) => ({
          id: `term-${term.slug}`,
          title: term.term,
          content: (
            <>
              <p>{term.definition}</p>
              <Permalink id={`term-${term.slug}`} category={glossaryCategorySlug} label={term.term} />
            </>
          ),
        })),
    [glossary.data, lang],
  );
  const { openIds, toggle } = useOpenItems(items.map((item) => item.id));

  if (glossary.status === 'loading') return <ListSkeleton label={t('faq.loading')} />;
  if (glossary.status === 'error') return <LoadError onRetry={glossary.retry} />;
  if (items.length === 0) return <EmptyState>{t('faq.empty')}</EmptyState>;
  return (
    <>
      <Accordion items={items} openIds={openIds} onToggle={toggle} />
      <GlossaryLink>
        <AppLink to="/resources/glossary" localize>
          {t('glossary.open')}
        </AppLink>
      </GlossaryLink>
    </>
  );
}

const GlossaryLink = styled.p`
  margin: ${space.lg} 0 0;

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
  }
`;

export function FaqPage() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useFaqCategories({ lang, group: 'faq' });
  useDocumentTitle(t('faq.title'));

  const faqCategories = categories.data ?? [];
  const requested = searchParams.get('category');
  const selected =
    faqCategories.find((category) => category.slug === requested)?.slug ?? faqCategories[0]?.slug ?? null;

  return (
    <>
      <PageHero eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} />
      <PageBody aria-label={t('faq.questions')}>
        <Container>
          {categories.status === 'loading' ? <ListSkeleton label={t('faq.loading')} /> : null}
          {categories.status === 'error' ? <LoadError onRetry={categories.retry} /> : null}
          {categories.status === 'success' && selected === null ? (
            <EmptyState>{t('faq.empty')}</EmptyState>
          ) : null}
          {selected !== null ? (
            <>
              <FilterChips
                label={t('faq.filterLabel')}
                options={faqCategories.map((category) => ({ value: category.slug, label: category.name }))}
                value={selected}
                onChange={(slug) => setSearchParams({ category: slug }, { replace: true })}
              />
              {selected === glossaryCategorySlug ? (
                <GlossaryTerms key={`${lang}:glossary`} />
              ) : (
                <FaqList key={`${lang}:${selected}`} category={selected} />
              )}
            </>
          ) : null}
        </Container>
      </PageBody>
      <Section $tone="surface">
        <Container>
          <SupportBlock />
        </Container>
      </Section>
    </>
  );
}
