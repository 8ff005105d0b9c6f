import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, Container, fontSizes, fontWeights, lineHeights, media, radii, space } from '@teduh/shared';
import { PageBody, PageHero } from '../../components/page-hero';
import type { LegalLink } from './legal-summary';

const Layout = styled.div`
  display: grid;
  gap: ${space.xl};

  ${media.above('lg')} {
    grid-template-columns: 16rem minmax(0, 46rem);
    align-items: start;
  }
`;

const Contents = styled.nav`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};

  ${media.above('lg')} {
    position: sticky;
    top: ${space.xl};
  }

  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.bold};
  }

  ol {
    display: grid;
    gap: ${space.xxs};
    margin: 0;
    padding-left: ${space.lg};
    font-size: ${fontSizes.sm};
    line-height: ${lineHeights.snug};
  }

  a {
    display: inline-block;
    padding: ${space.xxs} 0;
    color: ${colors.primary};
  }
`;

const Body = styled.div`
  color: ${colors.text};
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.body};

  section {
    margin: 0 0 ${space.xl};
    scroll-margin-top: 6rem;
  }

  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
    line-height: ${lineHeights.tight};
  }

  p {
    margin: 0 0 ${space.sm};
  }

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
  }

  ul {
    display: grid;
    gap: ${space.xs};
    margin: 0 0 ${space.sm};
    padding-left: ${space.lg};
  }
`;

const Updated = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

/** Reads a section of a legal document from the marketing namespace (`<base>.<id>.title|paragraphs|...`). */
export function useLegalSections(base: string, ids: readonly string[], values: Record<string, string> = {}) {
  const { t } = useTranslation('marketing');
  const list = (key: string): string[] => {
    const value: unknown = t(key, { returnObjects: true, defaultValue: [], ...values });
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  };
  return ids.map((id): LegalSection => ({
    id,
    title: t(`${base}.${id}.title`, values),
    paragraphs: list(`${base}.${id}.paragraphs`),
    items: list(`${base}.${id}.items`),
    after: list(`${base}.${id}.after`),
  }));
}

/** A full legal page: title, last update, a table of contents and numbered sections. */
export function LegalDocument({
  eyebrow,
  title,
  lead,
  updated,
  sections,
  linksTitle,
  links = [],
}: {
  eyebrow: string;
  title: string;
  lead: string;
  updated: string;
  sections: LegalSection[];
  linksTitle?: string;
  /** The documents (PDFs) this page summarises or sits beside. */
  links?: LegalLink[];
}) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead}>
        <Updated>{updated}</Updated>
      </PageHero>
      <PageBody>
        <Container>
          <Layout>
            <Contents aria-labelledby="legal-contents-title">
              <h2 id="legal-contents-title">{t('legalPages.contents')}</h2>
              <ol>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            <Body>
              {sections.map((section, index) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                  <h2 id={`${section.id}-title`}>{`${index + 1}. ${section.title}`}</h2>
                  {section.paragraphs.map((paragraph, i) => (
                    <p key={`p${i}`}>{paragraph}</p>
                  ))}
                  {section.items && section.items.length > 0 ? (
                    <ul>
                      {section.items.map((item, i) => (
                        <li key={`i${i}`}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                  {section.after?.map((paragraph, i) => (
                    <p key={`a${i}`}>{paragraph}</p>
                  ))}
                </section>
              ))}
              {links.length > 0 ? (
                <section id="documents" aria-labelledby="documents-title">
                  <h2 id="documents-title">{linksTitle}</h2>
                  <ul>
                    {links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </Body>
          </Layout>
        </Container>
      </PageBody>
    </>
  );
}
