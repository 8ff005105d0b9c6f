// Request and response schemas of the content service (cms/api/v1/ and the older api/cms/).
import { Type } from '@fastify/type-provider-typebox';

export const MAX_LIMIT = 50;
export const DEFAULT_LIMIT = 10;

const Lang = Type.Optional(
  Type.Enum(['en', 'ms'], {
    description: 'Language of the texts; overrides Accept-Language (default en)',
    'x-message': 'cms.langInvalid',
  }),
);

const Limit = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: MAX_LIMIT,
    description: `Items per page, 1-${MAX_LIMIT} (default ${DEFAULT_LIMIT})`,
    'x-message': 'cms.limitRange',
  }),
);

const Offset = Type.Optional(
  Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    description: 'Items to skip (default 0)',
    'x-message': 'cms.offsetRange',
  }),
);

const Slug = Type.String({ maxLength: 200 });

export const LangQuery = Type.Object({ lang: Lang });

export const ArticleListQuery = Type.Object({
  lang: Lang,
  category: Type.Optional(Type.String({ maxLength: 100, description: 'Slug of an article category' })),
  featured: Type.Optional(
    Type.Boolean({
      description: 'true: only featured articles; false: only the others',
      'x-message': 'cms.featuredInvalid',
    }),
  ),
  limit: Limit,
  offset: Offset,
});

export const LegacyPostListQuery = Type.Object({
  lang: Lang,
  categories: Type.Optional(Type.String({ maxLength: 100, description: 'Slug of an article category' })),
  limit: Limit,
  offset: Offset,
});

export const ArticleParams = Type.Object({ slug: Slug });

export const FaqQuery = Type.Object({
  lang: Lang,
  category: Type.Optional(Type.String({ maxLength: 100, description: 'Slug of a FAQ category' })),
  group: Type.Optional(
    Type.Enum(['faq', 'help-center'], {
      description:
        'faq (the FAQ page filters) or help-center; with category, picks the category of that group',
      'x-message': 'cms.groupInvalid',
    }),
  ),
});

export const FaqCategoryQuery = Type.Object({
  lang: Lang,
  group: FaqQuery.properties.group,
});

export const CategoryRef = Type.Object({ slug: Type.String(), name: Type.String() });

export const ContentBlockSchema = Type.Union([
  Type.Object({ type: Type.Literal('paragraph'), text: Type.String() }),
  Type.Object({ type: Type.Literal('heading'), text: Type.String() }),
  Type.Object({ type: Type.Literal('list'), items: Type.Array(Type.String()) }),
]);

export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String({ description: 'The slug in the language of the answer' }),
  slug_en: Type.String(),
  slug_ms: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  category: CategoryRef,
  read_time_minutes: Type.Integer({ description: 'Computed from the words of the text in this language' }),
  featured: Type.Boolean(),
  published_at: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  hero_alt: Type.String({ description: 'Text alternative of the hero picture' }),
});

export const ArticlePage = Type.Object({
  count: Type.Integer({ description: 'Articles matching the filters' }),
  results: Type.Array(ArticleSummary),
});

export const ArticleDetail = Type.Object({
  ...ArticleSummary.properties,
  body: Type.Array(ContentBlockSchema),
  related: Type.Array(ArticleSummary, { maxItems: 3 }),
});

export const FaqCategorySchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  group: Type.Enum(['faq', 'help-center']),
});

export const FaqEntrySchema = Type.Object({
  id: Type.Integer(),
  category: Type.Object({ ...CategoryRef.properties, group: Type.Enum(['faq', 'help-center']) }),
  question: Type.String(),
  answer: Type.String({ description: 'Plain text, one paragraph' }),
});

export const GlossaryTermSchema = Type.Object({
  slug: Type.String(),
  term: Type.String(),
  definition: Type.String(),
});

export const PersonSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  role: Type.String(),
  bio: Type.String(),
});

export const TeamSchema = Type.Object({
  team: Type.Array(PersonSchema),
  board: Type.Array(PersonSchema),
  advisors: Type.Array(PersonSchema),
  shariah_committee: Type.Array(PersonSchema),
});

export const MilestoneSchema = Type.Object({
  date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', description: 'YYYY-MM' }),
  title: Type.String(),
  text: Type.String(),
});

export const RecordListQuery = Type.Object({ lang: Lang, limit: Limit, offset: Offset });

/** Any text: a malformed id is an unknown record (404), like an unknown one. */
export const RecordParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const RecordSummary = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The record’s permanent address: /records/<id>' }),
  kind: Type.Enum(['notice', 'policy', 'announcement']),
  title: Type.String(),
  summary: Type.String(),
  published_on: Type.String({ format: 'date', description: 'The day it was issued, YYYY-MM-DD' }),
});

export const RecordPage = Type.Object({
  count: Type.Integer({ description: 'All records' }),
  results: Type.Array(RecordSummary),
});

export const RecordDetail = Type.Object({
  ...RecordSummary.properties,
  body: Type.Array(ContentBlockSchema),
});
