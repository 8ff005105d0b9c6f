// The seeded content itself: unique slugs and keys, known categories, real dates, article lengths, and the
// body format (no database).
import { articleSeeds } from '../src/modules/cms/content/articles';
import { articleCategorySeeds, faqCategorySeeds } from '../src/modules/cms/content/categories';
import { faqSeeds } from '../src/modules/cms/content/faq';
import { glossarySeeds } from '../src/modules/cms/content/glossary';
import { milestoneSeeds } from '../src/modules/cms/content/milestones';
import { peopleSeeds } from '../src/modules/cms/content/people';
import { countWords, parseBody, readTimeMinutes, withBrand } from '../src/modules/cms/content/types';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso)
  );
}

describe('parseBody', () => {
  it('reads headings, paragraphs over several lines and lists, and fills in the brand', () => {
    expect(
      parseBody(`
Intro line one
and line two.

## A heading
- first {plan}
- second
After the list.
`),
    ).toEqual([
      { type: 'paragraph', text: 'Intro line one and line two.' },
      { type: 'heading', text: 'A heading' },
      { type: 'list', items: ['first Pusara Pro', 'second'] },
      { type: 'paragraph', text: 'After the list.' },
    ]);
  });

  it('counts words and rounds read time up to whole minutes, at least one', () => {
    const blocks = parseBody("Tabarru' is a gift, sum-covered RM50,000 counts as words.");
    expect(countWords(blocks)).toBe(9);
    expect(readTimeMinutes(blocks)).toBe(1);
    expect(readTimeMinutes(parseBody('word '.repeat(201)))).toBe(2);
    expect(readTimeMinutes([])).toBe(1);
  });

  it('replaces every brand placeholder', () => {
    expect(withBrand('{brand} runs {plan}; write to {supportEmail}')).toBe(
      'Teduh runs Pusara Pro; write to support@teduh.my',
    );
  });
});

describe('articles', () => {
  it('has at least 12 articles in at least 4 known categories, 2-3 of them featured', () => {
    expect(articleSeeds.length).toBeGreaterThanOrEqual(12);
    const known = new Set(articleCategorySeeds.map((category) => category.slug));
    expect(articleSeeds.every((article) => known.has(article.category))).toBe(true);
    expect(new Set(articleSeeds.map((article) => article.category)).size).toBeGreaterThanOrEqual(4);
    const featured = articleSeeds.filter((article) => article.featured).length;
    expect(featured).toBeGreaterThanOrEqual(2);
    expect(featured).toBeLessThanOrEqual(3);
  });

  it('gives each article two slugs that no other article uses in either language', () => {
    const owners = new Map<string, string>();
    for (const article of articleSeeds) {
      for (const slug of new Set([article.slug.en, article.slug.ms])) {
        expect(slug).toMatch(slugPattern);
        expect(owners.get(slug) ?? article.slug.en).toBe(article.slug.en);
        owners.set(slug, article.slug.en);
      }
    }
  });

  it('has real publication dates, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const article of articleSeeds) {
      expect(isRealDate(article.publishedAt)).toBe(true);
      expect(article.publishedAt <= today).toBe(true);
    }
  });

  it.each(articleSeeds.map((article) => [article.slug.en, article] as const))(
    '%s has 400-700 words with headings in each language',
    (_slug, article) => {
      for (const text of [article.en, article.ms]) {
        const blocks = parseBody(text.body);
        expect(countWords(blocks)).toBeGreaterThanOrEqual(400);
        expect(countWords(blocks)).toBeLessThanOrEqual(700);
        expect(blocks.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(2);
        expect(text.title.trim()).not.toBe('');
        expect(text.summary.trim()).not.toBe('');
        expect(text.heroAlt.trim()).not.toBe('');
      }
      expect(article.ms.title).not.toBe(article.en.title);
    },
  );
});

describe('FAQ, glossary, people and milestones', () => {
  it('has at least 40 FAQ entries with unique keys, each in a known category of its group', () => {
    expect(faqSeeds.length).toBeGreaterThanOrEqual(40);
    expect(new Set(faqSeeds.map((entry) => entry.key)).size).toBe(faqSeeds.length);
    const known = new Set(faqCategorySeeds.map((category) => `${category.group}/${category.slug}`));
    for (const entry of faqSeeds) {
      expect(known.has(`${entry.group}/${entry.category}`)).toBe(true);
      expect(entry.question.ms).not.toBe(entry.question.en);
      expect(entry.answer.ms).not.toBe(entry.answer.en);
      // One paragraph each: the pages render an answer as a single paragraph.
      expect(`${entry.answer.en} ${entry.answer.ms}`).not.toMatch(/\n/);
    }
    // Every category has something to show.
    for (const key of known) {
      expect(faqSeeds.some((entry) => `${entry.group}/${entry.category}` === key)).toBe(true);
    }
  });

  it('has at least 30 glossary terms with unique slugs', () => {
    expect(glossarySeeds.length).toBeGreaterThanOrEqual(30);
    expect(new Set(glossarySeeds.map((term) => term.slug)).size).toBe(glossarySeeds.length);
    expect(glossarySeeds.every((term) => slugPattern.test(term.slug))).toBe(true);
  });

  it('has people in every section with unique slugs, and milestones with real months', () => {
    expect(new Set(peopleSeeds.map((person) => person.slug)).size).toBe(peopleSeeds.length);
    expect(new Set(peopleSeeds.map((person) => person.section))).toEqual(
      new Set(['team', 'board', 'advisors', 'shariah_committee']),
    );
    for (const milestone of milestoneSeeds) expect(isRealDate(`${milestone.month}-01`)).toBe(true);
  });
});
