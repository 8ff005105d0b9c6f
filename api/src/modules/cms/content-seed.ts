// Loads the content of ./content idempotently: rows are matched by slug (or key) and brought up to date, rows the
// content no longer has are removed, so running the seed again changes nothing and an edited text reaches the
// database on the next run. Read times are computed here from each language's words.
import { and, eq, notInArray } from 'drizzle-orm';
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
} from '../../db/schema';
import { articleCategorySeeds, faqCategorySeeds } from './content/categories';
import { articleSeeds } from './content/articles';
import { faqSeeds } from './content/faq';
import { glossarySeeds } from './content/glossary';
import { milestoneSeeds } from './content/milestones';
import { peopleSeeds } from './content/people';
import { recordSeeds } from './content/records';
import { parseBody, readTimeMinutes, withBrand } from './content/types';

export interface ContentReport {
  articleCategories: number;
  articles: number;
  faqCategories: number;
  faqEntries: number;
  glossaryTerms: number;
  people: number;
  milestones: number;
  records: number;
}

/** `NOT IN ()` is not SQL: with nothing to keep, every row goes. */
function notIn<T>(column: Parameters<typeof notInArray>[0], values: T[]) {
  return values.length > 0 ? notInArray(column, values) : undefined;
}

export async function seedContent(db: Database): Promise<ContentReport> {
  return db.transaction(async (tx) => {
    // Articles first: renamed slugs must leave before new rows take them.
    await tx.delete(contentArticles).where(
      notIn(
        contentArticles.slugEn,
        articleSeeds.map((article) => article.slug.en),
      ),
    );

    const articleCategoryIds = new Map<string, number>();
    for (const [index, category] of articleCategorySeeds.entries()) {
      const values = {
        nameEn: withBrand(category.name.en),
        nameMs: withBrand(category.name.ms),
        sortOrder: index,
      };
      const [row] = await tx
        .insert(contentArticleCategories)
        .values({ slug: category.slug, ...values })
        .onConflictDoUpdate({ target: contentArticleCategories.slug, set: values })
        .returning({ id: contentArticleCategories.id });
      articleCategoryIds.set(category.slug, row!.id);
    }

    for (const article of articleSeeds) {
      const categoryId = articleCategoryIds.get(article.category);
      if (categoryId === undefined)
        throw new Error(`Article ${article.slug.en}: no category ${article.category}`);
      const bodyEn = parseBody(article.en.body);
      const bodyMs = parseBody(article.ms.body);
      const values = {
        categoryId,
        slugMs: article.slug.ms,
        titleEn: withBrand(article.en.title),
        titleMs: withBrand(article.ms.title),
        summaryEn: withBrand(article.en.summary),
        summaryMs: withBrand(article.ms.summary),
        heroAltEn: withBrand(article.en.heroAlt),
        heroAltMs: withBrand(article.ms.heroAlt),
        bodyEn,
        bodyMs,
        readTimeEn: readTimeMinutes(bodyEn),
        readTimeMs: readTimeMinutes(bodyMs),
        featured: article.featured,
        publishedAt: article.publishedAt,
      };
      // A Malay slug that moved to another article must be free before this one takes it.
      await tx
        .delete(contentArticles)
        .where(
          and(eq(contentArticles.slugMs, article.slug.ms), notIn(contentArticles.slugEn, [article.slug.en])),
        );
      await tx
        .insert(contentArticles)
        .values({ slugEn: article.slug.en, ...values })
        .onConflictDoUpdate({ target: contentArticles.slugEn, set: values });
    }
    await tx.delete(contentArticleCategories).where(
      notIn(
        contentArticleCategories.slug,
        articleCategorySeeds.map((category) => category.slug),
      ),
    );

    // FAQ: entries of removed categories leave first.
    await tx.delete(contentFaqEntries).where(
      notIn(
        contentFaqEntries.key,
        faqSeeds.map((entry) => entry.key),
      ),
    );
    const faqCategoryIds = new Map<string, number>();
    for (const [index, category] of faqCategorySeeds.entries()) {
      const values = {
        nameEn: withBrand(category.name.en),
        nameMs: withBrand(category.name.ms),
        sortOrder: index,
      };
      const [row] = await tx
        .insert(contentFaqCategories)
        .values({ group: category.group, slug: category.slug, ...values })
        .onConflictDoUpdate({ target: [contentFaqCategories.group, contentFaqCategories.slug], set: values })
        .returning({ id: contentFaqCategories.id });
      faqCategoryIds.set(`${category.group}/${category.slug}`, row!.id);
    }
    for (const [index, entry] of faqSeeds.entries()) {
      const categoryId = faqCategoryIds.get(`${entry.group}/${entry.category}`);
      if (categoryId === undefined)
        throw new Error(`FAQ ${entry.key}: no category ${entry.group}/${entry.category}`);
      const values = {
        categoryId,
        questionEn: withBrand(entry.question.en),
        questionMs: withBrand(entry.question.ms),
        answerEn: withBrand(entry.answer.en),
        answerMs: withBrand(entry.answer.ms),
        sortOrder: index,
      };
      await tx
        .insert(contentFaqEntries)
        .values({ key: entry.key, ...values })
        .onConflictDoUpdate({ target: contentFaqEntries.key, set: values });
    }
    await tx.delete(contentFaqCategories).where(notIn(contentFaqCategories.id, [...faqCategoryIds.values()]));

    await tx.delete(contentGlossaryTerms).where(
      notIn(
        contentGlossaryTerms.slug,
        glossarySeeds.map((term) => term.slug),
      ),
    );
    for (const term of glossarySeeds) {
      const values = {
        termEn: withBrand(term.term.en),
        termMs: withBrand(term.term.ms),
        definitionEn: withBrand(term.definition.en),
        definitionMs: withBrand(term.definition.ms),
      };
      await tx
        .insert(contentGlossaryTerms)
        .values({ slug: term.slug, ...values })
        .onConflictDoUpdate({ target: contentGlossaryTerms.slug, set: values });
    }

    await tx.delete(contentPeople).where(
      notIn(
        contentPeople.slug,
        peopleSeeds.map((person) => person.slug),
      ),
    );
    for (const [index, person] of peopleSeeds.entries()) {
      const values = {
        section: person.section,
        nameEn: withBrand(person.name.en),
        nameMs: withBrand(person.name.ms),
        roleEn: withBrand(person.role.en),
        roleMs: withBrand(person.role.ms),
        bioEn: withBrand(person.bio.en),
        bioMs: withBrand(person.bio.ms),
        sortOrder: index,
      };
      await tx
        .insert(contentPeople)
        .values({ slug: person.slug, ...values })
        .onConflictDoUpdate({ target: contentPeople.slug, set: values });
    }

    await tx.delete(contentMilestones).where(
      notIn(
        contentMilestones.slug,
        milestoneSeeds.map((milestone) => milestone.slug),
      ),
    );
    for (const milestone of milestoneSeeds) {
      const values = {
        month: milestone.month,
        titleEn: withBrand(milestone.title.en),
        titleMs: withBrand(milestone.title.ms),
        textEn: withBrand(milestone.text.en),
        textMs: withBrand(milestone.text.ms),
      };
      await tx
        .insert(contentMilestones)
        .values({ slug: milestone.slug, ...values })
        .onConflictDoUpdate({ target: contentMilestones.slug, set: values });
    }

    await tx.delete(contentRecords).where(
      notIn(
        contentRecords.id,
        recordSeeds.map((record) => record.id),
      ),
    );
    for (const record of recordSeeds) {
      const values = {
        kind: record.kind,
        titleEn: withBrand(record.text.en.title),
        titleMs: withBrand(record.text.ms.title),
        summaryEn: withBrand(record.text.en.summary),
        summaryMs: withBrand(record.text.ms.summary),
        bodyEn: parseBody(record.text.en.body),
        bodyMs: parseBody(record.text.ms.body),
        publishedOn: record.publishedOn,
      };
      await tx
        .insert(contentRecords)
        .values({ id: record.id, ...values })
        .onConflictDoUpdate({ target: contentRecords.id, set: values });
    }

    return {
      articleCategories: articleCategorySeeds.length,
      articles: articleSeeds.length,
      faqCategories: faqCategorySeeds.length,
      faqEntries: faqSeeds.length,
      glossaryTerms: glossarySeeds.length,
      people: peopleSeeds.length,
      milestones: milestoneSeeds.length,
      records: recordSeeds.length,
    };
  });
}
