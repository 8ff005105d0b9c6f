// Types of the seeded content and the helpers that turn the written text into stored rows. Texts may name the
// brand through `{brand}`, the flagship plan through `{plan}` and the support address through `{supportEmail}`,
// so they follow the one brand configuration.
import { brand } from '../../../brand';
import type { ContentBlock, FaqGroup, PeopleSection } from '../../../db/schema-content';

export type Language = 'en' | 'ms';
export type Bilingual<T> = Record<Language, T>;

/**
 * The state of the one sales switch (SALES_CLOSED_FROM) a text is written for: `open` while the site sells,
 * `closed` once new sales have stopped. Content without one reads true in both.
 */
export type SalesState = 'open' | 'closed';

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
   * `## [sales open] Heading` or `## [sales closed] Heading` starts a section shown only in that state of the
   * sales switch (it runs to the next heading). Read by `parseBody`.
   */
  body: string;
}

export interface ArticleSeed {
  slug: Bilingual<string>;
  category: string;
  featured: boolean;
  /** `YYYY-MM-DD`. */
  publishedAt: string;
  /** Published only in this state of the sales switch. */
  whileSales?: SalesState;
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
  /** Published only in this state of the sales switch. */
  whileSales?: SalesState;
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
  /** Published only in this state of the sales switch. */
  whileSales?: SalesState;
}

/** Replaces the brand placeholders with the configured names. */
export function withBrand(text: string): string {
  return text
    .replaceAll('{brand}', brand.name)
    .replaceAll('{plan}', brand.flagshipProductName)
    .replaceAll('{supportEmail}', brand.supportEmail);
}

const salesSectionHeading = /^\[sales (open|closed)\]\s+(.+)$/;

/** Turns written body text into the blocks the API sends (see `ArticleText.body`). */
export function parseBody(source: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let section: { whileSales?: SalesState } = {};
  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ type: 'paragraph', text: withBrand(paragraph.join(' ')), ...section });
    if (list.length > 0) blocks.push({ type: 'list', items: list.map(withBrand), ...section });
    paragraph = [];
    list = [];
  };
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      const heading = line.slice(3).trim();
      const tagged = salesSectionHeading.exec(heading);
      section = tagged ? { whileSales: tagged[1] as SalesState } : {};
      blocks.push({ type: 'heading', text: withBrand(tagged ? tagged[2]! : heading), ...section });
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

/** The blocks a reader sees in this state of the sales switch, without the state marks. */
export function blocksWhileSales(blocks: ContentBlock[], state: SalesState): ContentBlock[] {
  return blocks
    .filter((block) => block.whileSales === undefined || block.whileSales === state)
    .map(({ whileSales: _state, ...block }) => block);
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
