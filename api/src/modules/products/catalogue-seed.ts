// Loads the catalogue idempotently: rows are matched by slug (or product id) and brought up to date, so running
// the seed again changes nothing, and a corrected rate in catalogue.ts reaches the database on the next run.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { insurers, productCategories, productPricing, productRates, products } from '../../db/schema';
import { categorySeeds, insurerSeeds, productSeeds } from './catalogue';

export interface CatalogueReport {
  categories: number;
  insurers: number;
  products: number;
  rateBands: number;
}

export async function seedCatalogue(db: Database): Promise<CatalogueReport> {
  return db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const category of categorySeeds) {
      const [row] = await tx
        .insert(productCategories)
        .values(category)
        .onConflictDoUpdate({
          target: productCategories.slug,
          set: {
            nameEn: category.nameEn,
            nameMs: category.nameMs,
            descriptionEn: category.descriptionEn,
            descriptionMs: category.descriptionMs,
            sortOrder: category.sortOrder,
          },
        })
        .returning({ id: productCategories.id });
      categoryIds.set(category.slug, row!.id);
    }

    const insurerIds = new Map<string, number>();
    for (const [index, insurer] of insurerSeeds.entries()) {
      const values = { ...insurer, sortOrder: index };
      const [row] = await tx
        .insert(insurers)
        .values(values)
        .onConflictDoUpdate({
          target: insurers.slug,
          set: { name: values.name, role: values.role, isTakaful: values.isTakaful, sortOrder: index },
        })
        .returning({ id: insurers.id });
      insurerIds.set(insurer.slug, row!.id);
    }

    let rateBands = 0;
    for (const product of productSeeds) {
      const values = {
        id: product.id,
        slug: product.slug,
        nameEn: product.nameEn,
        nameMs: product.nameMs,
        summaryEn: product.summaryEn,
        summaryMs: product.summaryMs,
        state: product.state,
        categoryId: categoryIds.get(product.categorySlug)!,
        operatorId: insurerIds.get(product.operatorSlug)!,
        sortOrder: product.sortOrder,
      };
      const { id: _id, ...changes } = values;
      await tx.insert(products).values(values).onConflictDoUpdate({ target: products.id, set: changes });
      if (!product.pricing) continue;

      const { constants, bands } = product.pricing;
      await tx
        .insert(productPricing)
        .values({ productId: product.id, ...constants })
        .onConflictDoUpdate({ target: productPricing.productId, set: constants });
      for (const band of bands) {
        await tx
          .insert(productRates)
          .values({ productId: product.id, ...band })
          .onConflictDoUpdate({
            target: [productRates.productId, productRates.gender, productRates.ageMin],
            set: { ageMax: band.ageMax, ratePerThousandMicros: band.ratePerThousandMicros },
          });
      }
      // Bands no longer in the table would price ages the table does not.
      for (const gender of ['female', 'male'] as const) {
        const kept = bands.filter((band) => band.gender === gender).map((band) => band.ageMin);
        await tx
          .delete(productRates)
          .where(
            and(
              eq(productRates.productId, product.id),
              eq(productRates.gender, gender),
              notInArray(productRates.ageMin, kept.length > 0 ? kept : [-1]),
            ),
          );
      }
      rateBands += bands.length;
    }

    return {
      categories: categorySeeds.length,
      insurers: insurerSeeds.length,
      products: productSeeds.length,
      rateBands,
    };
  });
}
