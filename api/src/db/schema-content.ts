// Tables of the content service; re-exported by ./schema, the one schema drizzle-kit reads.
// Every text is kept in both languages as two columns (`_en`, `_ms`); the seed loads them from
// src/modules/cms/content, matched by slug (or key), so running it again changes nothing.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One block of an article's body, as the API sends it. `whileSales` (stored, never sent) marks a block shown only
 * in that state of the sales switch.
 */
export type ContentBlock = (
  { type: 'paragraph'; text: string } | { type: 'heading'; text: string } | { type: 'list'; items: string[] }
) & { whileSales?: 'open' | 'closed' };

export type FaqGroup = 'faq' | 'help-center';
export type PeopleSection = 'team' | 'board' | 'advisors' | 'shariah_committee';

export const contentArticleCategories = pgTable(
  'content_article_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameMs: text('name_ms').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_article_categories_slug_key').on(t.slug)],
);

/** Articles of the resource centre; an article is found by its English or its Malay slug. */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentArticleCategories.id),
    slugEn: text('slug_en').notNull(),
    slugMs: text('slug_ms').notNull(),
    titleEn: text('title_en').notNull(),
    titleMs: text('title_ms').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryMs: text('summary_ms').notNull(),
    heroAltEn: text('hero_alt_en').notNull(),
    heroAltMs: text('hero_alt_ms').notNull(),
    bodyEn: jsonb('body_en').$type<ContentBlock[]>().notNull(),
    bodyMs: jsonb('body_ms').$type<ContentBlock[]>().notNull(),
    /**
     * Computed by the seed from the words of each language's whole text. The API computes the read time of the
     * text it shows, whose sections follow the sales switch.
     */
    readTimeEn: integer('read_time_en').notNull(),
    readTimeMs: integer('read_time_ms').notNull(),
    featured: boolean('featured').notNull().default(false),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_articles_slug_en_key').on(t.slugEn),
    uniqueIndex('content_articles_slug_ms_key').on(t.slugMs),
    index('content_articles_category_idx').on(t.categoryId, t.publishedAt),
    check('content_articles_read_time_positive', sql`${t.readTimeEn} > 0 and ${t.readTimeMs} > 0`),
  ],
);

/** FAQ filters (group `faq`) and help-centre sections (group `help-center`); a slug is unique in its group. */
export const contentFaqCategories = pgTable(
  'content_faq_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    group: text('group').$type<FaqGroup>().notNull(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameMs: text('name_ms').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_faq_categories_group_slug_key').on(t.group, t.slug),
    check('content_faq_categories_group_known', sql`${t.group} in ('faq', 'help-center')`),
  ],
);

export const contentFaqEntries = pgTable(
  'content_faq_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The seed's stable name of the entry. */
    key: text('key').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentFaqCategories.id),
    questionEn: text('question_en').notNull(),
    questionMs: text('question_ms').notNull(),
    answerEn: text('answer_en').notNull(),
    answerMs: text('answer_ms').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_faq_entries_key_key').on(t.key),
    index('content_faq_entries_category_idx').on(t.categoryId, t.sortOrder),
  ],
);

export const contentGlossaryTerms = pgTable(
  'content_glossary_terms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    termEn: text('term_en').notNull(),
    termMs: text('term_ms').notNull(),
    definitionEn: text('definition_en').notNull(),
    definitionMs: text('definition_ms').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_glossary_terms_slug_key').on(t.slug)],
);

/** The why-us page: team, board, advisors and Shariah committee. */
export const contentPeople = pgTable(
  'content_people',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    section: text('section').$type<PeopleSection>().notNull(),
    nameEn: text('name_en').notNull(),
    nameMs: text('name_ms').notNull(),
    roleEn: text('role_en').notNull(),
    roleMs: text('role_ms').notNull(),
    bioEn: text('bio_en').notNull(),
    bioMs: text('bio_ms').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_people_slug_key').on(t.slug),
    check(
      'content_people_section_known',
      sql`${t.section} in ('team', 'board', 'advisors', 'shariah_committee')`,
    ),
  ],
);

export const contentMilestones = pgTable(
  'content_milestones',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    titleEn: text('title_en').notNull(),
    titleMs: text('title_ms').notNull(),
    textEn: text('text_en').notNull(),
    textMs: text('text_ms').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_milestones_slug_key').on(t.slug),
    check('content_milestones_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

export const officialRecordKinds = ['notice', 'policy', 'announcement'] as const;
export type OfficialRecordKind = (typeof officialRecordKinds)[number];

/**
 * The public record (/records): official notices, policies and announcements the company must be able to
 * point at later. Each keeps a fixed uuid (its URL) from the seed; a correction is a new record, not an edit
 * of the meaning of an old one.
 */
export const contentRecords = pgTable(
  'content_records',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<OfficialRecordKind>().notNull(),
    titleEn: text('title_en').notNull(),
    titleMs: text('title_ms').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryMs: text('summary_ms').notNull(),
    bodyEn: jsonb('body_en').$type<ContentBlock[]>().notNull(),
    bodyMs: jsonb('body_ms').$type<ContentBlock[]>().notNull(),
    /** The day the record was issued (`YYYY-MM-DD`), not the day it was loaded. */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_records_published_idx').on(t.publishedOn),
    check('content_records_kind_known', sql`${t.kind} in ('notice', 'policy', 'announcement')`),
  ],
);
