// The content service over HTTP: article categories and articles (filters, pagination, either slug), FAQ,
// glossary, team, milestones, the older generation's aliases, languages (?lang and Accept-Language), errors,
// the public rate limit, and the content seed. The FAQ, articles and milestones follow the sales-closed switch:
// `t` sells (the default start), `closed` is the same database with sales closed since the sandbox ended.
import { sql } from 'drizzle-orm';
import { contentArticleCategories, contentArticles, contentFaqEntries } from '../src/db/schema';
import { seedContent } from '../src/modules/cms/content-seed';
import { countWords, WORDS_PER_MINUTE } from '../src/modules/cms/content/types';
import { answersPastPublicLimit, createTestApp, type TestContext } from './helpers/test-app';

const V1 = '/cms/api/v1';

interface ArticleItem {
  id: number;
  slug: string;
  slug_en: string;
  slug_ms: string;
  title: string;
  summary: string;
  category: { slug: string; name: string };
  read_time_minutes: number;
  featured: boolean;
  published_at: string;
  hero_alt: string;
}

type Block = { type: 'paragraph' | 'heading'; text: string } | { type: 'list'; items: string[] };

interface ArticleDetailBody extends ArticleItem {
  body: Block[];
  related: ArticleItem[];
}

let t: TestContext;
let closed: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.app.db);
  // A category with no articles yet: the web shows 'Sorry no articles found for this category, stay tuned'.
  await t.app.db
    .insert(contentArticleCategories)
    .values({ slug: 'news', nameEn: 'News', nameMs: 'Berita', sortOrder: 99 });
  closed = await createTestApp({ database: t.database, config: { sales: { closedFrom: '2025-10-01' } } });
}, 60_000);
afterAll(async () => {
  await closed?.close();
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const getClosed = (url: string) => closed.app.inject({ method: 'GET', url });

async function allArticles(query = ''): Promise<ArticleItem[]> {
  const response = await get(`${V1}/articles/?limit=50${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.results;
}

describe('GET cms/api/v1/article-categories/', () => {
  it('lists the categories in English by default, in Malay by ?lang=ms or Accept-Language', async () => {
    const en = await get(`${V1}/article-categories/`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-language']).toBe('en');
    expect(en.json().data).toEqual(
      expect.arrayContaining([
        { slug: 'takaful-basics', name: 'Takaful basics' },
        { slug: 'claims', name: 'Claims and your certificate' },
      ]),
    );
    const byQuery = await get(`${V1}/article-categories/?lang=ms`);
    const byHeader = await get(`${V1}/article-categories/`, { 'accept-language': 'ms-MY,ms;q=0.9' });
    expect(byQuery.json().data).toEqual(byHeader.json().data);
    expect(byQuery.json().data).toEqual(
      expect.arrayContaining([{ slug: 'takaful-basics', name: 'Asas takaful' }]),
    );
    expect(byQuery.headers['content-language']).toBe('ms');
  });

  it('lets ?lang win over Accept-Language, and refuses another language', async () => {
    const response = await get(`${V1}/article-categories/?lang=en`, { 'accept-language': 'ms' });
    expect(response.json().data[0].name).toBe('Takaful basics');
    const bad = await get(`${V1}/article-categories/?lang=fr`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: {
        code: 'invalid',
        detail: 'The language must be en or ms.',
        fields: { lang: ['The language must be en or ms.'] },
      },
    });
  });
});

describe('GET cms/api/v1/articles/', () => {
  it('pages 10 articles by default, featured first, then newest first', async () => {
    const response = await get(`${V1}/articles/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { count, results } = response.json().data as { count: number; results: ArticleItem[] };
    expect(count).toBeGreaterThanOrEqual(12);
    expect(results).toHaveLength(10);
    const featured = results.filter((item) => item.featured);
    expect(featured.length).toBeGreaterThanOrEqual(2);
    expect(results.slice(0, featured.length).every((item) => item.featured)).toBe(true);
    const dates = (items: ArticleItem[]) => items.map((item) => item.published_at);
    expect(dates(featured)).toEqual([...dates(featured)].sort().reverse());
    const rest = results.slice(featured.length);
    expect(dates(rest)).toEqual([...dates(rest)].sort().reverse());
    for (const item of results) {
      expect(item).toEqual({
        id: expect.any(Number),
        slug: item.slug_en,
        slug_en: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        slug_ms: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        title: expect.any(String),
        summary: expect.any(String),
        category: { slug: expect.any(String), name: expect.any(String) },
        read_time_minutes: expect.any(Number),
        featured: expect.any(Boolean),
        published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        hero_alt: expect.any(String),
      });
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.read_time_minutes).toBeGreaterThan(0);
    }
  });

  it('answers in Malay with the Malay slug, by ?lang=ms or Accept-Language', async () => {
    const en = await allArticles();
    const ms = (await get(`${V1}/articles/?limit=50&lang=ms`)).json().data.results as ArticleItem[];
    const header = (await get(`${V1}/articles/?limit=50`, { 'accept-language': 'ms' })).json().data.results;
    expect(header).toEqual(ms);
    expect(ms.map((item) => item.id)).toEqual(en.map((item) => item.id));
    for (const [index, item] of ms.entries()) {
      expect(item.slug).toBe(item.slug_ms);
      expect(item.title).not.toBe(en[index]!.title);
      expect(item.summary).not.toBe(en[index]!.summary);
      expect(item.category.name).not.toBe(en[index]!.category.name);
    }
  });

  it('filters by category, newest first, and tells an empty category from an unknown one', async () => {
    const response = await get(`${V1}/articles/?category=family-planning`);
    const { count, results } = response.json().data as { count: number; results: ArticleItem[] };
    expect(count).toBe(results.length);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(results.every((item) => item.category.slug === 'family-planning')).toBe(true);
    const dates = results.map((item) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const empty = await get(`${V1}/articles/?category=news`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: { count: 0, results: [] } });

    const unknown = await get(`${V1}/articles/?category=astrology`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errors: { code: 'not_found', detail: 'This article category was not found.' },
    });
    const unknownMs = await get(`${V1}/articles/?category=astrology&lang=ms`);
    expect(unknownMs.json().errors.detail).toBe('Kategori artikel ini tidak dijumpai.');
  });

  it('filters featured articles (two or three of them) and the others', async () => {
    const featured = (await get(`${V1}/articles/?featured=true`)).json().data;
    expect(featured.count).toBeGreaterThanOrEqual(2);
    expect(featured.count).toBeLessThanOrEqual(3);
    expect(featured.results.every((item: ArticleItem) => item.featured)).toBe(true);
    const others = (await get(`${V1}/articles/?featured=false&limit=50`)).json().data;
    expect(others.results.every((item: ArticleItem) => !item.featured)).toBe(true);
    const all = (await get(`${V1}/articles/`)).json().data;
    expect(featured.count + others.count).toBe(all.count);
    const combined = (await get(`${V1}/articles/?featured=true&category=claims`)).json().data;
    expect(
      combined.results.every((item: ArticleItem) => item.featured && item.category.slug === 'claims'),
    ).toBe(true);
  });

  it('pages with limit and offset', async () => {
    const all = await allArticles();
    const page = (await get(`${V1}/articles/?limit=4&offset=4`)).json().data;
    expect(page.count).toBe(all.length);
    expect(page.results.map((item: ArticleItem) => item.id)).toEqual(all.slice(4, 8).map((item) => item.id));
    const last = (await get(`${V1}/articles/?limit=50&offset=${all.length - 1}`)).json().data;
    expect(last.results).toHaveLength(1);
    const beyond = (await get(`${V1}/articles/?offset=1000`)).json().data;
    expect(beyond).toEqual({ count: all.length, results: [] });
    const max = await get(`${V1}/articles/?limit=50`);
    expect(max.statusCode).toBe(200);
    const min = (await get(`${V1}/articles/?limit=1`)).json().data;
    expect(min.results).toHaveLength(1);
  });

  it.each(['0', '51', '-1', 'ten', '2.5'])('refuses limit=%s with a 400 naming the field', async (limit) => {
    const response = await get(`${V1}/articles/?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        code: 'invalid',
        detail: 'The limit must be a whole number from 1 to 50.',
        fields: { limit: ['The limit must be a whole number from 1 to 50.'] },
      },
    });
  });

  it('refuses a negative offset and a bad featured value, in Malay too', async () => {
    const offset = await get(`${V1}/articles/?offset=-1&lang=ms`);
    expect(offset.statusCode).toBe(400);
    expect(offset.json().errors.fields).toEqual({ offset: ['Ofset mestilah nombor bulat 0 atau lebih.'] });
    const limit = await get(`${V1}/articles/?limit=0`, { 'accept-language': 'ms' });
    expect(limit.json().errors.fields).toEqual({ limit: ['Had mestilah nombor bulat antara 1 hingga 50.'] });
    const featured = await get(`${V1}/articles/?featured=maybe`);
    expect(featured.statusCode).toBe(400);
    expect(featured.json().errors.fields).toEqual({ featured: ['Featured must be true or false.'] });
  });
});

describe('GET cms/api/v1/articles/{slug}/', () => {
  it('finds an article by its English or its Malay slug, answering in the language asked for', async () => {
    const [first] = await allArticles('&category=claims');
    const byEn = await get(`${V1}/articles/${first!.slug_en}/`);
    expect(byEn.statusCode).toBe(200);
    const en = byEn.json().data as ArticleDetailBody;
    expect(en.id).toBe(first!.id);
    expect(en.slug).toBe(first!.slug_en);
    expect(en.title).toBe(first!.title);

    const byMs = await get(`${V1}/articles/${first!.slug_ms}/?lang=ms`);
    const ms = byMs.json().data as ArticleDetailBody;
    expect(ms.id).toBe(first!.id);
    expect(ms.slug).toBe(first!.slug_ms);
    expect(ms.title).not.toBe(en.title);
    expect(ms.body).not.toEqual(en.body);

    // Either slug works in either language.
    const crossed = (await get(`${V1}/articles/${first!.slug_ms}/`)).json().data as ArticleDetailBody;
    expect(crossed.title).toBe(en.title);
    expect(crossed.body).toEqual(en.body);
  });

  it('sends the body as headings, paragraphs and lists, and up to 3 related articles, same category first', async () => {
    const [first] = await allArticles('&category=takaful-basics');
    const article = (await get(`${V1}/articles/${first!.slug}/`)).json().data as ArticleDetailBody;
    const types = new Set(article.body.map((block) => block.type));
    expect(types).toEqual(new Set(['paragraph', 'heading', 'list']));
    for (const block of article.body) {
      if (block.type === 'list') expect(block.items.every((item) => item.length > 0)).toBe(true);
      else expect(block.text.length).toBeGreaterThan(0);
    }
    expect(article.related).toHaveLength(3);
    expect(article.related.map((item) => item.id)).not.toContain(article.id);
    expect(article.related.every((item) => item.category.slug === 'takaful-basics')).toBe(true);
  });

  it('fills related articles from other categories when the category has few', async () => {
    const money = await allArticles('&category=money-and-savings');
    const article = (await get(`${V1}/articles/${money[0]!.slug}/`)).json().data as ArticleDetailBody;
    expect(article.related).toHaveLength(3);
    expect(article.related[0]!.category.slug).toBe('money-and-savings');
    expect(
      article.related.slice(money.length - 1).every((item) => item.category.slug !== 'money-and-savings'),
    ).toBe(true);
  });

  it('answers 404 for an unknown slug, in the language asked for', async () => {
    const response = await get(`${V1}/articles/no-such-article/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: { code: 'not_found', detail: 'This article was not found.' } });
    const ms = await get(`${V1}/articles/no-such-article/?lang=ms`);
    expect(ms.json().errors.detail).toBe('Artikel ini tidak dijumpai.');
  });

  it('has, for every article, a non-empty body in both languages with a read time computed from its words', async () => {
    const items = await allArticles();
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((item) => item.category.slug)).size).toBeGreaterThanOrEqual(4);
    for (const item of items) {
      for (const lang of ['en', 'ms'] as const) {
        const response = await get(`${V1}/articles/${item.slug_en}/?lang=${lang}`);
        expect(response.statusCode).toBe(200);
        const article = response.json().data as ArticleDetailBody;
        const words = countWords(article.body);
        expect(words).toBeGreaterThanOrEqual(400);
        expect(words).toBeLessThanOrEqual(700);
        expect(article.body.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(2);
        expect(article.read_time_minutes).toBe(Math.ceil(words / WORDS_PER_MINUTE));
        // Brand placeholders are replaced by the seed.
        expect(JSON.stringify(article)).not.toMatch(/\{(brand|plan|supportEmail)\}/);
      }
    }
  }, 60_000);
});

describe('GET cms/api/v1/faq/ and faq-categories/', () => {
  it('lists the FAQ filters and help-centre sections of the spec with their groups', async () => {
    const response = await get(`${V1}/faq-categories/`);
    expect(response.statusCode).toBe(200);
    const categories = response.json().data as { slug: string; name: string; group: string }[];
    const keys = categories.map((category) => `${category.group}/${category.slug}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'faq/claims',
        'faq/general',
        'faq/pusara',
        'faq/takaful-glossary',
        'help-center/basic',
        'help-center/rewards',
        'help-center/takaful',
        'help-center/pusara',
        'help-center/claims',
      ]),
    );
    expect(categories.find((category) => category.slug === 'pusara')?.name).toBe('Pusara Pro');
    const help = (await get(`${V1}/faq-categories/?group=help-center&lang=ms`)).json().data;
    expect(help.every((category: { group: string }) => category.group === 'help-center')).toBe(true);
    expect(help).toEqual(
      expect.arrayContaining([{ slug: 'rewards', name: 'Ganjaran dan rujukan', group: 'help-center' }]),
    );
  });

  it('lists at least 40 questions, in both languages', async () => {
    const en = (await get(`${V1}/faq/`)).json().data as { id: number; question: string; answer: string }[];
    const ms = (await get(`${V1}/faq/?lang=ms`)).json().data as {
      id: number;
      question: string;
      answer: string;
    }[];
    expect(en.length).toBeGreaterThanOrEqual(40);
    expect(ms.map((item) => item.id)).toEqual(en.map((item) => item.id));
    for (const [index, item] of en.entries()) {
      expect(item.question.length).toBeGreaterThan(5);
      expect(item.answer.length).toBeGreaterThan(10);
      expect(ms[index]!.question).not.toBe(item.question);
    }
  });

  it('filters by category and group', async () => {
    const rewards = (await get(`${V1}/faq/?category=rewards`)).json().data;
    expect(rewards.length).toBeGreaterThanOrEqual(3);
    expect(rewards[0]).toEqual({
      id: expect.any(Number),
      category: { slug: 'rewards', name: 'Rewards and referrals', group: 'help-center' },
      question: expect.any(String),
      answer: expect.any(String),
    });
    expect(rewards.map((item: { answer: string }) => item.answer).join(' ')).toContain(
      '1,000 points are worth RM10',
    );

    // pusara exists in both groups: without a group both are listed, with one only its entries.
    const both = (await get(`${V1}/faq/?category=pusara`)).json().data as { category: { group: string } }[];
    const faqOnly = (await get(`${V1}/faq/?category=pusara&group=faq`)).json().data as {
      category: { group: string };
    }[];
    expect(new Set(both.map((item) => item.category.group))).toEqual(new Set(['faq', 'help-center']));
    expect(faqOnly.every((item) => item.category.group === 'faq')).toBe(true);
    expect(faqOnly.length).toBeLessThan(both.length);
  });

  it('states the facts of the spec about the end of sales once sales are closed', async () => {
    const general = (await getClosed(`${V1}/faq/?category=general&group=faq`)).json().data as {
      answer: string;
    }[];
    const text = general.map((item) => item.answer).join(' ');
    expect(text).toContain('1 October 2025');
    expect(text).toContain('12-month term');
    expect(text).toContain('cannot be renewed');
  });

  it('answers 404 for an unknown category or a category of another group, 400 for an unknown group', async () => {
    const unknown = await get(`${V1}/faq/?category=weather`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errors: { code: 'not_found', detail: 'This FAQ category was not found.' },
    });
    expect((await get(`${V1}/faq/?category=rewards&group=faq`)).statusCode).toBe(404);
    const group = await get(`${V1}/faq/?group=blog`);
    expect(group.statusCode).toBe(400);
    expect(group.json().errors.fields).toEqual({ group: ['The group must be faq or help-center.'] });
  });
});

describe('GET cms/api/v1/glossary/', () => {
  it('lists at least 30 terms sorted by term in the language of the answer', async () => {
    for (const lang of ['en', 'ms'] as const) {
      const terms = (await get(`${V1}/glossary/?lang=${lang}`)).json().data as {
        slug: string;
        term: string;
        definition: string;
      }[];
      expect(terms.length).toBeGreaterThanOrEqual(30);
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      const names = terms.map((term) => term.term);
      expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
      expect(terms.every((term) => term.definition.length > 20)).toBe(true);
    }
    const en = (await get(`${V1}/glossary/`)).json().data as { slug: string; term: string }[];
    const ms = (await get(`${V1}/glossary/`, { 'accept-language': 'ms' })).json().data as {
      slug: string;
      term: string;
    }[];
    expect(en.find((term) => term.slug === 'surplus')?.term).toBe('Surplus');
    expect(ms.find((term) => term.slug === 'surplus')?.term).toBe('Lebihan');
    // The order follows the terms of each language.
    expect(ms.map((term) => term.slug)).not.toEqual(en.map((term) => term.slug));
    for (const slug of ['takaful', 'tabarru', 'wakalah', 'ujrah', 'hibah', 'wasi', 'mudharabah', 'qard']) {
      expect(en.map((term) => term.slug)).toContain(slug);
    }
  });
});

describe('GET cms/api/v1/team/ and milestones/', () => {
  it('lists the team, board, advisors and Shariah committee', async () => {
    const response = await get(`${V1}/team/`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Record<
      string,
      { slug: string; name: string; role: string; bio: string }[]
    >;
    expect(Object.keys(data).sort()).toEqual(['advisors', 'board', 'shariah_committee', 'team']);
    for (const people of Object.values(data)) {
      expect(people.length).toBeGreaterThan(0);
      for (const person of people) {
        expect(person).toEqual({
          slug: expect.any(String),
          name: expect.any(String),
          role: expect.any(String),
          bio: expect.any(String),
        });
      }
    }
    expect(data.team![0]!.name).toBe('Chief Executive Officer');
    const ms = (await get(`${V1}/team/?lang=ms`)).json().data;
    expect(ms.team[0].name).toBe('Ketua Pegawai Eksekutif');
  });

  it('lists the milestones oldest first, with the dates of the spec', async () => {
    const milestones = (await get(`${V1}/milestones/`)).json().data as {
      date: string;
      title: string;
      text: string;
    }[];
    const dates = milestones.map((milestone) => milestone.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toEqual(expect.arrayContaining(['2025-02']));
    expect(milestones.find((milestone) => milestone.date === '2025-02')?.text).toContain(
      '12 February to 11 May 2025',
    );
    // The end of sales is a milestone only once sales are closed.
    expect(dates).not.toContain('2025-10');
    const closedDates = ((await getClosed(`${V1}/milestones/`)).json().data as { date: string }[]).map(
      (milestone) => milestone.date,
    );
    expect(closedDates).toEqual([...closedDates].sort());
    expect(closedDates).toEqual(expect.arrayContaining(['2025-02', '2025-10']));
    const ms = (await getClosed(`${V1}/milestones/?lang=ms`)).json().data as { date: string; text: string }[];
    expect(ms.find((milestone) => milestone.date === '2025-10')?.text).toContain('1 Oktober 2025');
  });
});

describe('content that follows the sales-closed switch', () => {
  /** Wording that says new sales have stopped, in English and Malay. */
  const salesStopped =
    /1 October 2025|1 Oktober 2025|sales (?:have )?stopped|no longer sold|not (?:be )?renewed|jualan (?:sijil )?baharu\S* dihentikan|tidak (?:boleh |lagi )?diperbaharui|tidak lagi dijual/i;
  const faqText = async (inject: (url: string) => ReturnType<typeof get>, lang: 'en' | 'ms') =>
    ((await inject(`${V1}/faq/?lang=${lang}`)).json().data as { question: string; answer: string }[])
      .map((item) => `${item.question} ${item.answer}`)
      .join('\n');
  const bodyText = (article: ArticleDetailBody) =>
    article.body.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text)).join('\n');
  const articleIn = async (inject: (url: string) => ReturnType<typeof get>, slug: string, lang: string) => {
    const response = await inject(`${V1}/articles/${slug}/?lang=${lang}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as ArticleDetailBody;
  };

  it('while sales are open: the FAQ tells how to buy and how certificates renew, and nothing says sales stopped', async () => {
    const en = await faqText(get, 'en');
    expect(en).toContain('How do I buy Pusara Pro?');
    expect(en).toContain('renews each year up to age 70');
    expect(en).toContain('Who can buy Pusara Pro?');
    expect(en).not.toMatch(salesStopped);
    expect(en).not.toContain('Can I still buy');
    const ms = await faqText(get, 'ms');
    expect(ms).toContain('Bagaimana saya membeli Pusara Pro?');
    expect(ms).toContain('diperbaharui setiap tahun sehingga umur 70 tahun');
    expect(ms).not.toMatch(salesStopped);
  });

  it('once sales are closed: the FAQ says they stopped and certificates are not renewed, in English and Malay', async () => {
    const en = await faqText(getClosed, 'en');
    expect(en).toContain('Can I still buy Pusara Pro?');
    expect(en).toContain('New certificate sales stopped on 1 October 2025');
    expect(en).toContain('certificates are not renewed');
    expect(en).not.toContain('How do I buy');
    expect(en).not.toContain('renews each year');
    const ms = await faqText(getClosed, 'ms');
    expect(ms).toContain('Jualan sijil baharu dihentikan pada 1 Oktober 2025');
    expect(ms).toContain('sijil tidak lagi diperbaharui');
    expect(ms).not.toContain('Bagaimana saya membeli');
  });

  it('while sales are open: no article says sales stopped, and the end-of-sales article is not there', async () => {
    const items = await allArticles();
    expect(items.map((item) => item.slug_en)).not.toContain('new-sales-have-stopped');
    for (const slug of ['new-sales-have-stopped', 'jualan-baharu-telah-dihentikan']) {
      expect((await get(`${V1}/articles/${slug}/`)).statusCode).toBe(404);
    }
    for (const item of items) {
      for (const lang of ['en', 'ms'] as const) {
        const article = await articleIn(get, item.slug_en, lang);
        expect([item.slug_en, lang, bodyText(article)]).not.toEqual([
          item.slug_en,
          lang,
          expect.stringMatching(salesStopped),
        ]);
        expect(article.related.map((related) => related.slug_en)).not.toContain('new-sales-have-stopped');
      }
    }
    const cancelling = await articleIn(get, 'cooling-off-and-cancelling', 'en');
    expect(bodyText(cancelling)).toContain('the certificate is cancelled and a new one bought');
    expect(
      cancelling.body.filter((block) => 'text' in block && block.text.startsWith('Raising')),
    ).toHaveLength(1);
    expect(JSON.stringify(cancelling)).not.toMatch(/\[sales|whileSales/);
  }, 60_000);

  it('once sales are closed: the end-of-sales article and sections are there, in English and Malay', async () => {
    const response = await getClosed(`${V1}/articles/?limit=50`);
    const items = response.json().data.results as ArticleItem[];
    expect(items.map((item) => item.slug_en)).toContain('new-sales-have-stopped');
    expect(response.json().data.count).toBe(items.length);
    const notice = await articleIn(getClosed, 'jualan-baharu-telah-dihentikan', 'ms');
    expect(notice.title).toBe('Jualan baharu telah dihentikan: maksudnya bagi sijil anda');
    expect((await articleIn(getClosed, 'new-sales-have-stopped', 'en')).title).toBe(
      'New sales have stopped: what it means for your certificate',
    );

    const cancelling = await articleIn(getClosed, 'cooling-off-and-cancelling', 'en');
    expect(bodyText(cancelling)).toContain('New certificate sales stopped on 1 October 2025');
    expect(bodyText(cancelling)).not.toContain('the certificate is cancelled and a new one bought');
    expect(
      cancelling.body.filter((block) => 'text' in block && block.text.startsWith('Raising')),
    ).toHaveLength(1);
    const words = countWords(cancelling.body);
    expect(cancelling.read_time_minutes).toBe(Math.ceil(words / WORDS_PER_MINUTE));
    expect(JSON.stringify(cancelling)).not.toMatch(/\[sales|whileSales/);
    const batal = await articleIn(getClosed, 'tempoh-bertenang-dan-pembatalan', 'ms');
    expect(bodyText(batal)).toContain('Jualan sijil baharu dihentikan pada 1 Oktober 2025');

    const yearly = await articleIn(getClosed, 'yearly-or-monthly-contributions', 'en');
    expect(yearly.body).toContainEqual({ type: 'heading', text: 'A note for existing certificate holders' });
    const yearlyOpen = await articleIn(get, 'yearly-or-monthly-contributions', 'en');
    expect(yearlyOpen.body).not.toContainEqual({
      type: 'heading',
      text: 'A note for existing certificate holders',
    });
  }, 60_000);
});

describe('the older generation: api/cms/', () => {
  it('answers categories/ as article-categories/', async () => {
    const legacy = await get('/api/cms/categories/', { 'accept-language': 'ms' });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual((await get(`${V1}/article-categories/?lang=ms`)).json());
  });

  it('answers posts/ with limit and categories as articles/', async () => {
    const legacy = await get('/api/cms/posts/?limit=2&categories=takaful-basics');
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual((await get(`${V1}/articles/?limit=2&category=takaful-basics`)).json());
    expect(legacy.json().data.results).toHaveLength(2);
    expect((await get('/api/cms/posts/')).json()).toEqual((await get(`${V1}/articles/`)).json());
    expect((await get('/api/cms/posts/?categories=astrology')).statusCode).toBe(404);
    expect((await get('/api/cms/posts/?limit=51')).statusCode).toBe(400);
  });

  it('answers about/our-team/ as team/', async () => {
    const legacy = await get('/api/cms/about/our-team/?lang=ms');
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual((await get(`${V1}/team/?lang=ms`)).json());
  });
});

describe('the public rate limit of the content reads', () => {
  it('answers 429 past the public limit of calls per window', async () => {
    const replies = await answersPastPublicLimit(t.database, () => ({
      method: 'GET',
      url: `${V1}/glossary/`,
    }));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 429]);
  });
});

describe('seedContent', () => {
  it('changes nothing when run again, and puts back an edited row', async () => {
    const before = await t.app.db.select().from(contentArticles);
    const faqBefore = await t.app.db.select().from(contentFaqEntries);
    await t.app.db
      .update(contentArticles)
      .set({ titleEn: 'Edited by hand' })
      .where(sql`true`);
    const report = await seedContent(t.app.db);
    expect(report.articles).toBe(before.length);
    expect(report.faqEntries).toBe(faqBefore.length);
    const after = await t.app.db.select().from(contentArticles);
    const byId = (rows: typeof before) => [...rows].sort((a, b) => a.id - b.id);
    expect(byId(after).map(({ updatedAt: _u, ...row }) => row)).toEqual(
      byId(before).map(({ updatedAt: _u, ...row }) => row),
    );
    const faqAfter = await t.app.db.select().from(contentFaqEntries);
    expect(faqAfter.map((row) => row.id).sort()).toEqual(faqBefore.map((row) => row.id).sort());
    // The category added by this test file is not the seed's, so the seed removed it.
    expect((await get(`${V1}/articles/?category=news`)).statusCode).toBe(404);
  });
});
