import { useMemo, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import { colors, Container, Section, space, VisuallyHidden } from '@teduh/shared';
import { Accordion } from '../../components/accordion';
import { EmptyState, ListSkeleton, LoadError } from '../../components/content-states';
import { FilterChips } from '../../components/filter-chips';
import { PageBody, PageHero } from '../../components/page-hero';
import { SupportBlock } from '../../components/support-block';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFaqCategories, type FaqCategory } from './api/get-faq-categories';
import { useFaqs } from './api/get-faqs';
import { Permalink } from './components/permalink';
import { SearchBox } from './components/search-box';
import { useOpenItems } from './components/use-open-items';

const allTopics = 'all';

const ResultCount = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
`;

/** Case- and accent-insensitive text for matching what the visitor types. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

function HelpTopics({ categories }: { categories: FaqCategory[] }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const faqs = useFaqs({ lang, group: 'help-center' });

  const requested = searchParams.get('category');
  const selected = categories.find((category) => category.slug === requested)?.slug ?? allTopics;
  const words = useMemo(() => normalise(query).split(/\s+/).filter(Boolean), [query]);

  const visible = useMemo(
    () =>
      (faqs.data ?? []).filter((faq) => {
        if (selected !== allTopics && faq.category.slug !== selected) return false;
        const text = normalise(`${faq.question} ${faq.answer}`);
        return words.every((word) => text.includes(word));
      }),
    [faqs.data, selected, words],
  );
  const items = visible.map((faq) => ({
    id: `faq-${faq.id}`,
    title: faq.question,
    content: (
      <>
        <p>{faq.answer}</p>
        <Permalink id={`faq-${faq.id}`} category={faq.category.slug} label={faq.question} />
      </>
    ),
  }));
  const { openIds, toggle } = useOpenItems(items.map((item) => item.id));

  return (
    <>
      <SearchBox
        label={t('helpCenter.searchLabel')}
        placeholder={t('helpCenter.searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />
      <FilterChips
        label={t('helpCenter.filterLabel')}
        options={[
          { value: allTopics, label: t('helpCenter.allTopics') },
          ...categories.map((category) => ({ value: category.slug, label: category.name })),
        ]}
        value={selected}
        onChange={(slug) => setSearchParams(slug === allTopics ? {} : { category: slug }, { replace: true })}
      />
      {faqs.status === 'loading' ? <ListSkeleton label={t('faq.loading')} /> : null}
      {faqs.status === 'error' ? <LoadError onRetry={faqs.retry} /> : null}
      {faqs.status === 'success' ? (
        <>
          <ResultCount role="status" as={words.length > 0 ? 'p' : VisuallyHidden}>
            {words.length > 0 ? t('helpCenter.results', { count: items.length }) : ''}
          </ResultCount>
          {items.length === 0 ? (
            <EmptyState>
              {words.length > 0 ? t('helpCenter.noResults', { query }) : t('faq.empty')}
            </EmptyState>
          ) : (
            <Accordion items={items} openIds={openIds} onToggle={toggle} />
          )}
        </>
      ) : null}
    </>
  );
}

export function HelpCenterPage() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const categories = useFaqCategories({ lang, group: 'help-center' });
  useDocumentTitle(t('helpCenter.title'));
  const helpCategories = categories.data ?? [];

  return (
    <>
      <PageHero eyebrow={t('helpCenter.eyebrow')} title={t('helpCenter.title')} lead={t('helpCenter.lead')} />
      <PageBody aria-label={t('helpCenter.questions')}>
        <Container>
          {categories.status === 'loading' ? <ListSkeleton label={t('faq.loading')} /> : null}
          {categories.status === 'error' ? <LoadError onRetry={categories.retry} /> : null}
          {categories.status === 'success' ? (
            helpCategories.length > 0 ? (
              <HelpTopics key={lang} categories={helpCategories} />
            ) : (
              <EmptyState>{t('faq.empty')}</EmptyState>
            )
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
