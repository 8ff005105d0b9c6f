// The marketing remote's content pages (FAQ, help centre, resources and articles, why-us, legal, contact),
// in the production build against the seeded API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import {
  expectFullyTranslated,
  expectNoSeriousViolations,
  expectShellChrome,
  waitForInteractive,
} from './support/pages';
import { brand } from '@teduh/shared/brand';
import { apiScripts, ports, urlOf } from './support/servers';

test.skip(!apiScripts().start, 'the API has no start script yet');

const api = urlOf(ports.api);
const locales: Locale[] = ['en', 'ms'];
const at = (locale: Locale, route: string) => (locale === 'en' ? route : `/${locale}${route}`);
const t = (locale: Locale, key: string, values?: Record<string, string>) =>
  copy('marketing', locale, key, values);

interface ArticleSummary {
  slug_en: string;
  slug_ms: string;
  title: string;
}

async function firstArticle(request: APIRequestContext, lang: Locale): Promise<ArticleSummary> {
  const response = await request.get(`${api}/cms/api/v1/articles/?lang=${lang}&limit=1&offset=0`);
  expect(response.ok(), 'the articles call answers').toBe(true);
  const body = (await response.json()) as { data: { results: ArticleSummary[] } };
  const article = body.data.results[0];
  if (!article) throw new Error('The seed has no articles');
  return article;
}

/** The page has finished loading its content: no skeleton and no error left. */
/** The page is the app's (React has taken over the prerendered copy) and its content has loaded. */
async function expectContentLoaded(page: Page) {
  await waitForInteractive(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main.getByTestId('skeleton')).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);
}

interface MarketingRoute {
  route: string;
  titleKey: string;
  /** client-render pages (notices, app webviews) have no navbar or footer. */
  layout?: 'default' | 'client-render';
}

/** Every marketing page without parameters (routes.ts), each checked in both languages. */
const staticRoutes: MarketingRoute[] = [
  { route: '/', titleKey: 'home.title' },
  { route: '/faq', titleKey: 'faq.title' },
  { route: '/help-center', titleKey: 'helpCenter.title' },
  { route: '/resources', titleKey: 'resources.title' },
  { route: '/resources/glossary', titleKey: 'glossary.title' },
  { route: `/why-${brand.slug}`, titleKey: 'whyUs.title' },
  { route: '/privacy-policy', titleKey: 'legalPages.privacy.title' },
  { route: '/terms-and-conditions', titleKey: 'legalPages.terms.title' },
  { route: '/contact-us', titleKey: 'contact.title' },
  { route: `/${brand.slug}-test`, titleKey: 'needsTest.title' },
  { route: '/thank-you', titleKey: 'thankYou.title' },
  { route: '/maintenance-notice', titleKey: 'maintenance.title', layout: 'client-render' },
  { route: '/campaign/kita-cover-challenge-2', titleKey: 'campaigns.kita.title' },
  { route: '/campaign/ramadan-2024', titleKey: 'campaigns.ramadan.title' },
  { route: '/campaign/lp001-urban', titleKey: 'campaigns.urban.title' },
  { route: '/gsc-merdeka-2024', titleKey: 'campaigns.merdeka.title' },
  { route: '/referral-registration', titleKey: 'referral.title' },
  { route: '/other-products', titleKey: 'otherProducts.title' },
  { route: '/records', titleKey: 'records.title' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Half the pages of a language a test, one after another in the same tab (its cache holds what they share);
// each page is a step, named in a failure.
const halves = [0, 1];
for (const locale of locales) {
  for (const half of halves) {
    const routes = staticRoutes.filter((_, index) => index % halves.length === half);
    test(`the marketing pages in ${locale}, half ${half + 1}: translated, with their content and no serious accessibility violation`, async ({
      page,
    }) => {
      // 20 s a page (about 4 s each on a 2-core machine).
      test.setTimeout(routes.length * 20_000);
      for (const { route, titleKey, layout = 'default' } of routes) {
        await test.step(at(locale, route), async () => {
          const response = await page.goto(at(locale, route));
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expectContentLoaded(page);
          await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(t(locale, titleKey))}`));
          if (layout === 'default') await expectShellChrome(page, locale);
          await page.waitForLoadState('networkidle');
          await expectFullyTranslated(page);
          await expectNoSeriousViolations(page);
        });
      }
    });
  }

  test(`an article renders in ${locale} under its own slug, translated and accessible`, async ({
    page,
    request,
  }) => {
    const article = await firstArticle(request, locale);
    const slug = locale === 'en' ? article.slug_en : article.slug_ms;
    await page.goto(at(locale, `/resources/${slug}`));
    await expectContentLoaded(page);
    await expect(page.getByRole('heading', { level: 1, name: exactly(article.title) })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(
      page.getByRole('link', { name: exactly(t(locale, 'resources.backToList')) }),
    ).toHaveAttribute('href', at(locale, '/resources'));
    await page.waitForLoadState('networkidle');
    await expectFullyTranslated(page);
    await expectNoSeriousViolations(page);
  });
}

test('the FAQ filters switch topic and the questions open and close', async ({ page }) => {
  await page.goto('/faq');
  await expectContentLoaded(page);
  const topics = page.getByRole('group', { name: exactly(t('en', 'faq.filterLabel')) });
  const chips = topics.getByRole('button');
  expect(await chips.count()).toBeGreaterThanOrEqual(4);
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  const questions = page
    .getByRole('region', { name: exactly(t('en', 'faq.questions')) })
    .locator('button[aria-expanded]');
  const firstQuestion = await questions.first().innerText();

  // Another topic: its questions replace the first topic's.
  const second = chips.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?category=/);
  await expectContentLoaded(page);
  const question = questions.first();
  await expect(question).not.toHaveText(firstQuestion);

  await expect(question).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`#${await question.getAttribute('aria-controls')}`);
  await expect(panel).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  // Keyboard too.
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();

  // The glossary filter lists the glossary's terms.
  await topics.getByRole('button', { name: exactly('Takaful glossary') }).click();
  await expectContentLoaded(page);
  await expect(questions.first()).toHaveAttribute('id', /^term-/);
});

test('resources: "Load more" adds cards, moves focus to the first new one and goes when all are shown', async ({
  page,
  request,
}) => {
  const response = await request.get(`${api}/cms/api/v1/articles/?lang=en&limit=1&offset=0`);
  const total = ((await response.json()) as { data: { count: number } }).data.count;
  test.skip(total <= 6, 'the seed has too few articles to page');

  await page.goto('/resources');
  await expectContentLoaded(page);
  await expect(page.getByRole('article')).toHaveCount(1); // the featured article
  const cards = page.getByRole('list', { name: exactly(t('en', 'resources.latest')) }).getByRole('listitem');
  const loadMore = page.getByRole('button', { name: exactly(t('en', 'resources.loadMore')) });

  let shown = await cards.count();
  while (await loadMore.isVisible()) {
    await loadMore.click();
    await expect(cards).not.toHaveCount(shown);
    const firstNew = cards.nth(shown).getByRole('link');
    await expect(firstNew).toBeFocused();
    shown = await cards.count();
  }
  // Every article is shown once: the featured one above the list, the others as cards.
  expect(shown + 1).toBe(total);
});

test('a category without articles says so, and the article follows a language switch', async ({
  page,
  request,
}) => {
  // One page per article category, then an article and a language switch: more than one page's time.
  test.setTimeout(60_000);
  const categories = (
    (await (await request.get(`${api}/cms/api/v1/article-categories/?lang=en`)).json()) as {
      data: { slug: string; name: string }[];
    }
  ).data;
  for (const category of categories) {
    const page1 = await request.get(
      `${api}/cms/api/v1/articles/?lang=en&category=${category.slug}&limit=1&offset=0`,
    );
    const count = ((await page1.json()) as { data: { count: number } }).data.count;
    await page.goto(`/resources?category=${category.slug}`);
    await expectContentLoaded(page);
    if (count === 0) await expect(page.getByText(t('en', 'resources.empty'))).toBeVisible();
    else await expect(page.getByText(t('en', 'resources.empty'))).toHaveCount(0);
  }

  const article = await firstArticle(request, 'en');
  await page.goto(`/resources/${article.slug_en}`);
  await expectContentLoaded(page);
  await page
    .getByRole('button', { name: copy('shell', 'en', 'nav.languageName.ms') })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/ms/resources/${article.slug_ms}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
});

test('an unknown article is the 404 page', async ({ page }) => {
  await page.goto('/resources/no-such-article-here');
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(copy('shared-ui', 'en', 'ui.notFound.title')) }),
  ).toBeVisible();
  await expectShellChrome(page);
});

test('"Still need help?" shows the support hours and opens the enquiry form', async ({ page }) => {
  await page.goto('/ms/help-center');
  await expectContentLoaded(page);
  const help = page.getByRole('region', { name: exactly(t('ms', 'support.title')) });
  await expect(help).toContainText(t('ms', 'support.hours'));
  await help.getByRole('button', { name: exactly(t('ms', 'support.enquiry')) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

interface RecordSummary {
  id: string;
  title: string;
}

async function firstRecord(request: APIRequestContext, lang: Locale): Promise<RecordSummary> {
  const response = await request.get(`${api}/cms/api/v1/records/?lang=${lang}&limit=1`);
  expect(response.ok(), 'the records call answers').toBe(true);
  const record = ((await response.json()) as { data: { results: RecordSummary[] } }).data.results[0];
  if (!record) throw new Error('The seed has no records');
  return record;
}

const notFoundTitle = exactly(copy('shared-ui', 'en', 'ui.notFound.title'));

for (const locale of locales) {
  test(`a record of the public record renders in ${locale}, translated and accessible`, async ({
    page,
    request,
  }) => {
    const record = await firstRecord(request, locale);
    await page.goto(at(locale, `/records/${record.id}`));
    await expectContentLoaded(page);
    await expect(page.getByRole('heading', { level: 1, name: exactly(record.title) })).toBeVisible();
    await expect(page.getByRole('link', { name: exactly(t(locale, 'records.backToList')) })).toHaveAttribute(
      'href',
      at(locale, '/records'),
    );
    await expectShellChrome(page, locale);
    await page.waitForLoadState('networkidle');
    await expectFullyTranslated(page);
    await expectNoSeriousViolations(page);
  });

  test(`the app's article and plan webviews render in ${locale} without navbar or footer`, async ({
    page,
    request,
  }) => {
    // Two webviews, each checked for translation and accessibility.
    test.setTimeout(60_000);
    const article = await firstArticle(request, locale);
    for (const [route, heading] of [
      [`/app/${locale === 'en' ? article.slug_en : article.slug_ms}`, article.title],
      [`/app/product-details/${brand.flagshipSlug}`, brand.flagshipProductName],
    ] as const) {
      const response = await page.goto(at(locale, route));
      expect(response?.status()).toBe(200);
      await expectContentLoaded(page);
      await expect(page.getByRole('heading', { level: 1, name: exactly(heading) })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await page.waitForLoadState('networkidle');
      await expectFullyTranslated(page);
      await expectNoSeriousViolations(page);
    }
  });

  test(`a deep link in ${locale} opens the matching page of the site`, async ({ page }) => {
    await page.goto(at(locale, '/deeplink/faq'));
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at(locale, '/faq'))}$`));
    await expectContentLoaded(page);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(t(locale, 'faq.title'))}`));
  });
}

test('unknown records, app pages and deep links are the 404 page, and a deep link never leaves the site', async ({
  page,
}) => {
  for (const route of [
    '/records/9d1c7c1e-0000-4000-8000-000000000000',
    '/records/not-a-uuid',
    '/app/no-such-article-here',
    '/app/product-details/no-such-plan',
    '/deeplink/evil.example.com',
    '/deeplink/https:/evil.example.com',
  ]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: notFoundTitle })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(urlOf(ports.web));
  }
});

test('every marketing page has its own description and Open Graph tags in both languages', async ({
  request,
}) => {
  for (const locale of locales) {
    for (const { route, titleKey } of staticRoutes) {
      const response = await request.get(at(locale, route));
      const html = await response.text();
      const meta = (attribute: string) =>
        new RegExp(`<meta (?:name|property)="${attribute}" content="([^"]*)"`).exec(html)?.[1];
      const title = t(locale, titleKey)
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
      expect(meta('og:title'), `${at(locale, route)} og:title`).toBe(`${title} | ${brand.name}`);
      expect(meta('description'), `${at(locale, route)} description`).toBeTruthy();
      expect(meta('og:description')).toBe(meta('description'));
      expect(meta('twitter:card')).toBe('summary_large_image');
      expect(meta('og:image')).toMatch(/\/social\/teduh-social\.png$/);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    }
  }
  const image = await request.get('/social/teduh-social.png');
  expect(image.headers()['content-type']).toBe('image/png');
});
