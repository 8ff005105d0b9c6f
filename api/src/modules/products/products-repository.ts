// Reads of the product catalogue: products with their category and operator, pricing, categories, insurers.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  insurers,
  productCategories,
  productPricing,
  productRates,
  products,
  type ProductState,
} from '../../db/schema';
import type { PricingConstants, RateBand } from './pricing';

const operators = alias(insurers, 'operators');

/** Drafts are being prepared: the public API neither lists, shows nor prices them. */
const published = ne(products.state, 'draft');

const productColumns = {
  id: products.id,
  slug: products.slug,
  nameEn: products.nameEn,
  nameMs: products.nameMs,
  summaryEn: products.summaryEn,
  summaryMs: products.summaryMs,
  state: products.state,
  category: {
    id: productCategories.id,
    slug: productCategories.slug,
    nameEn: productCategories.nameEn,
    nameMs: productCategories.nameMs,
  },
  operator: { id: operators.id, slug: operators.slug, name: operators.name },
};

export type ProductRow = Awaited<ReturnType<ProductsRepository['listProducts']>>[number];
export type CategoryRow = typeof productCategories.$inferSelect;
export type InsurerRow = typeof insurers.$inferSelect;

export interface Pricing {
  constants: PricingConstants;
  bands: RateBand[];
}

export class ProductsRepository {
  constructor(private readonly db: Database) {}

  private productsQuery() {
    return this.db
      .select(productColumns)
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .innerJoin(operators, eq(operators.id, products.operatorId))
      .$dynamic();
  }

  listProducts(filter: { state?: ProductState; categoryId?: number } = {}) {
    const conditions = [
      published,
      filter.state ? eq(products.state, filter.state) : undefined,
      filter.categoryId !== undefined ? eq(products.categoryId, filter.categoryId) : undefined,
    ];
    return this.productsQuery()
      .where(and(...conditions))
      .orderBy(asc(products.sortOrder), asc(products.id));
  }

  async productById(id: number): Promise<ProductRow | undefined> {
    const [row] = await this.productsQuery().where(and(published, eq(products.id, id)));
    return row;
  }

  async productBySlug(slug: string): Promise<ProductRow | undefined> {
    const [row] = await this.productsQuery().where(and(published, eq(products.slug, slug)));
    return row;
  }

  /** The pricing constants and rate bands of a product; undefined when it is not priced online. */
  async pricing(productId: number): Promise<Pricing | undefined> {
    const [constants, bands] = await Promise.all([
      this.db
        .select({ pricing: productPricing })
        .from(productPricing)
        .innerJoin(products, eq(products.id, productPricing.productId))
        .where(and(published, eq(productPricing.productId, productId))),
      this.db
        .select({
          gender: productRates.gender,
          ageMin: productRates.ageMin,
          ageMax: productRates.ageMax,
          ratePerThousandMicros: productRates.ratePerThousandMicros,
        })
        .from(productRates)
        .where(eq(productRates.productId, productId))
        .orderBy(asc(productRates.ageMin), asc(productRates.gender)),
    ]);
    const row = constants[0]?.pricing;
    if (!row || bands.length === 0) return undefined;
    const { productId: _productId, ...rest } = row;
    return { constants: rest, bands };
  }

  listCategories(): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(productCategories)
      .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
  }

  async categoryBySlug(slug: string): Promise<CategoryRow | undefined> {
    const [row] = await this.db.select().from(productCategories).where(eq(productCategories.slug, slug));
    return row;
  }

  async listInsurers(page: {
    limit: number;
    offset: number;
  }): Promise<{ total: number; rows: InsurerRow[] }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(insurers)
        .orderBy(asc(insurers.sortOrder), asc(insurers.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ value: count() }).from(insurers),
    ]);
    return { total: total?.value ?? 0, rows };
  }
}
