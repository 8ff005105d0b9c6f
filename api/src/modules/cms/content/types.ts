// Types of the seeded content and the helpers that turn the written text into stored rows. Texts may name the
// brand through `{brand}`, the flagship plan through `{plan}` and the support address through `{supportEmail}`,
// so they follow the one brand configuration.
import { brand } from '../../../brand';
import type { ContentBlock, FaqGroup, PeopleSection } from '../../../db/schema-content';

export type Language = 'en' | 'ms';
export type Bilingual<T> = Record<Language, T>;

export interface ArticleCategorySeed {
  slug: string;
  name: Bilingual<string>;
}

export interface ArticleText {
  title: string;
  summary: string;
  /** Describes the article's hero picture for screen readers. */
  heroAlt: string;
  /**
   * The body: paragraphs separated by blank lines, `## ` starts a heading, consecutive `- ` lines form a list.
   * Read by `parseBody`.
   */
  body: string;
}

export interface ArticleSeed {
  slug: Bilingual<string>;
  category: string;
  featured: boolean;
  /** `YYYY-MM-DD`. */
  publishedAt: string;
  en: ArticleText;
  ms: ArticleText;
}

export interface FaqCategorySeed {
  slug: string;
  group: FaqGroup;
  name: Bilingual<string>;
}

export interface FaqSeed {
  /** Stable name of the entry, unique across all FAQ. */
  key: string;
  group: FaqGroup;
  category: string;
  question: Bilingual<string>;
  answer: Bilingual<string>;
}

export interface GlossarySeed {
  slug: string;
  term: Bilingual<string>;
  definition: Bilingual<string>;
}

export interface PersonSeed {
  slug: string;
  section: PeopleSection;
  name: Bilingual<string>;
  role: Bilingual<string>;
  bio: Bilingual<string>;
}

export interface MilestoneSeed {
  slug: string;
  /** `YYYY-MM`. */
  month: string;
  title: Bilingual<string>;
  text: Bilingual<string>;
}

/** Replaces the brand placeholders with the configured names. */
export function withBrand(text: string): string {
  return text
    .replaceAll('{brand}', brand.name)
    .replaceAll('{plan}', brand.flagshipProductName)
    .replaceAll('{supportEmail}', brand.supportEmail);
}

/** Turns written body text into the blocks the API sends (see `ArticleText.body`). */
export function parseBody(source: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: withBrand(paragraph.join(' ')) });
    if (list.length > 0) blocks.push({ type: 'list', items: list.map(withBrand) });
    paragraph = [];
    list = [];
  };
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'heading', text: withBrand(line.slice(3).trim()) });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * Words of a body's blocks: runs of letters or digits; an apostrophe, hyphen, comma or point between two of them
 * stays inside the word (tabarru'-based, RM50,000, 4.13).
 */
export function countWords(blocks: ContentBlock[]): number {
  const text = blocks.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text)).join(' ');
  return text.match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Reading speed used for read times: a plain, unhurried pace. */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a body, at least one. */
export function readTimeMinutes(blocks: ContentBlock[]): number {
  return Math.max(1, Math.ceil(countWords(blocks) / WORDS_PER_MINUTE));
}
