// Reads of the content service: article categories and articles, FAQ, glossary, people and milestones.
import { and, asc, count, desc, eq, inArray, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  contentArticleCategories,
  contentArticles,
  contentFaqCategories,
  contentFaqEntries,
  contentGlossaryTerms,
  contentMilestones,
  contentPeople,
  contentRecords,
  type FaqGroup,
} from '../../db/schema';

const articleColumns = {
  id: contentArticles.id,
  slugEn: contentArticles.slugEn,
  slugMs: contentArticles.slugMs,
  titleEn: contentArticles.titleEn,
  titleMs: contentArticles.titleMs,
  summaryEn: contentArticles.summaryEn,
  summaryMs: contentArticles.summaryMs,
  heroAltEn: contentArticles.heroAltEn,
  heroAltMs: contentArticles.heroAltMs,
  // The bodies give the read time of the text shown in the current state of the sales switch.
  bodyEn: contentArticles.bodyEn,
  bodyMs: contentArticles.bodyMs,
  featured: contentArticles.featured,
  publishedAt: contentArticles.publishedAt,
  categoryId: contentArticles.categoryId,
  category: {
    slug: contentArticleCategories.slug,
    nameEn: contentArticleCategories.nameEn,
    nameMs: contentArticleCategories.nameMs,
  },
};

export type ArticleCategoryRow = typeof contentArticleCategories.$inferSelect;
export type ArticleRow = Awaited<ReturnType<CmsRepository['listArticles']>>['rows'][number];
export type ArticleDetailRow = NonNullable<Awaited<ReturnType<CmsRepository['articleBySlug']>>>;
export type FaqCategoryRow = typeof contentFaqCategories.$inferSelect;
export type FaqEntryRow = Awaited<ReturnType<CmsRepository['listFaq']>>[number];
export type GlossaryRow = typeof contentGlossaryTerms.$inferSelect;
export type PersonRow = typeof contentPeople.$inferSelect;
export type MilestoneRow = typeof contentMilestones.$inferSelect;
export type RecordRow = typeof contentRecords.$inferSelect;

export interface ArticleFilter {
  categoryId?: number;
  featured?: boolean;
  limit: number;
  offset: number;
  /** English slugs of articles not shown (written for the other state of the sales switch). */
  hiddenSlugs?: readonly string[];
}

/** `NOT IN ()` is not SQL: with nothing hidden, no condition. */
function shownOnly(column: Parameters<typeof notInArray>[0], hidden: readonly string[] = []) {
  return hidden.length > 0 ? notInArray(column, [...hidden]) : undefined;
}

export class CmsRepository {
  constructor(private readonly db: Database) {}

  listArticleCategories() {
    return this.db
      .select()
      .from(contentArticleCategories)
      .orderBy(asc(contentArticleCategories.sortOrder), asc(contentArticleCategories.id));
  }

  async articleCategoryBySlug(slug: string): Promise<ArticleCategoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contentArticleCategories)
      .where(eq(contentArticleCategories.slug, slug));
    return row;
  }

  private articlesQuery() {
    return this.db
      .select(articleColumns)
      .from(contentArticles)
      .innerJoin(contentArticleCategories, eq(contentArticleCategories.id, contentArticles.categoryId))
      .$dynamic();
  }

  /**
   * One page of articles, newest first. Unfiltered lists put the featured articles first (the resource centre's
   * opening page).
   */
  async listArticles(filter: ArticleFilter) {
    const conditions: (SQL | undefined)[] = [
      filter.categoryId !== undefined ? eq(contentArticles.categoryId, filter.categoryId) : undefined,
      filter.featured !== undefined ? eq(contentArticles.featured, filter.featured) : undefined,
      shownOnly(contentArticles.slugEn, filter.hiddenSlugs),
    ];
    const where = and(...conditions);
    const featuredFirst = filter.categoryId === undefined && filter.featured === undefined;
    const order = [
      ...(featuredFirst ? [desc(contentArticles.featured)] : []),
      desc(contentArticles.publishedAt),
      desc(contentArticles.id),
    ];
    const [rows, [total]] = await Promise.all([
      this.articlesQuery()
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ value: count() }).from(contentArticles).where(where),
    ]);
    return { total: total?.value ?? 0, rows };
  }

  /** The article whose English or Malay slug this is, with both bodies; none when it is hidden. */
  async articleBySlug(slug: string, hiddenSlugs: readonly string[] = []) {
    const [row] = await this.articlesQuery().where(
      and(
        or(eq(contentArticles.slugEn, slug), eq(contentArticles.slugMs, slug)),
        shownOnly(contentArticles.slugEn, hiddenSlugs),
      ),
    );
    return row;
  }

  /** Up to `limit` other shown articles: the same category first, then the rest, newest first. */
  async relatedArticles(
    article: { id: number; categoryId: number },
    hiddenSlugs: readonly string[] = [],
    limit = 3,
  ): Promise<ArticleRow[]> {
    const shown = shownOnly(contentArticles.slugEn, hiddenSlugs);
    const sameCategory = await this.articlesQuery()
      .where(
        and(eq(contentArticles.categoryId, article.categoryId), ne(contentArticles.id, article.id), shown),
      )
      .orderBy(desc(contentArticles.publishedAt), desc(contentArticles.id))
      .limit(limit);
    if (sameCategory.length >= limit) return sameCategory;
    const others = await this.articlesQuery()
      .where(and(ne(contentArticles.categoryId, article.categoryId), shown))
      .orderBy(desc(contentArticles.featured), desc(contentArticles.publishedAt), desc(contentArticles.id))
      .limit(limit - sameCategory.length);
    return [...sameCategory, ...others];
  }

  listFaqCategories(filter: { group?: FaqGroup; slug?: string } = {}) {
    return this.db
      .select()
      .from(contentFaqCategories)
      .where(
        and(
          filter.group ? eq(contentFaqCategories.group, filter.group) : undefined,
          filter.slug !== undefined ? eq(contentFaqCategories.slug, filter.slug) : undefined,
        ),
      )
      .orderBy(asc(contentFaqCategories.sortOrder), asc(contentFaqCategories.id));
  }

  /**
   * FAQ entries of the given categories (all when none is given), in category order, then entry order, without
   * the entries of `hiddenKeys`.
   */
  listFaq(filter: { group?: FaqGroup; categoryIds?: number[]; hiddenKeys?: readonly string[] } = {}) {
    const categoryCondition =
      filter.categoryIds === undefined
        ? undefined
        : inArray(contentFaqEntries.categoryId, filter.categoryIds);
    return this.db
      .select({
        id: contentFaqEntries.id,
        questionEn: contentFaqEntries.questionEn,
        questionMs: contentFaqEntries.questionMs,
        answerEn: contentFaqEntries.answerEn,
        answerMs: contentFaqEntries.answerMs,
        category: {
          slug: contentFaqCategories.slug,
          group: contentFaqCategories.group,
          nameEn: contentFaqCategories.nameEn,
          nameMs: contentFaqCategories.nameMs,
        },
      })
      .from(contentFaqEntries)
      .innerJoin(contentFaqCategories, eq(contentFaqCategories.id, contentFaqEntries.categoryId))
      .where(
        and(
          filter.group ? eq(contentFaqCategories.group, filter.group) : undefined,
          categoryCondition,
          shownOnly(contentFaqEntries.key, filter.hiddenKeys),
        ),
      )
      .orderBy(
        asc(contentFaqCategories.sortOrder),
        asc(contentFaqCategories.id),
        asc(contentFaqEntries.sortOrder),
        asc(contentFaqEntries.id),
      );
  }

  listGlossary() {
    return this.db.select().from(contentGlossaryTerms);
  }

  listPeople() {
    return this.db.select().from(contentPeople).orderBy(asc(contentPeople.sortOrder), asc(contentPeople.id));
  }

  /** Milestones oldest first, without those of `hiddenSlugs`. */
  listMilestones(hiddenSlugs: readonly string[] = []) {
    return this.db
      .select()
      .from(contentMilestones)
      .where(shownOnly(contentMilestones.slug, hiddenSlugs))
      .orderBy(asc(contentMilestones.month), asc(contentMilestones.id));
  }

  /** The public record, newest first, without the records of `hiddenIds`. */
  async listRecords(
    page: { limit: number; offset: number },
    hiddenIds: readonly string[] = [],
  ): Promise<{ total: number; rows: RecordRow[] }> {
    const shown = shownOnly(contentRecords.id, hiddenIds);
    const [counted] = await this.db.select({ total: count() }).from(contentRecords).where(shown);
    const rows = await this.db
      .select()
      .from(contentRecords)
      .where(shown)
      .orderBy(desc(contentRecords.publishedOn), asc(contentRecords.id))
      .limit(page.limit)
      .offset(page.offset);
    return { total: counted?.total ?? 0, rows };
  }

  async recordById(id: string): Promise<RecordRow | undefined> {
    const [row] = await this.db.select().from(contentRecords).where(eq(contentRecords.id, id));
    return row;
  }
}
