import { object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { langSchema, slugSchema, type Envelope } from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';

interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  summary: string;
  operator: { name: string };
}

export interface ProductDetails extends ProductSummary {
  /** Online pricing; null for a product not priced online. Money as decimal strings ("50000.00"). */
  pricing: {
    sum_covered_min: string;
    sum_covered_max: string;
    entry_age_min: number;
    entry_age_max: number;
    wakalah_fee_percent: string;
  } | null;
}

/** Thrown when no product has the slug, so the page shows the 404 page. */
export class ProductNotFoundError extends Error {
  readonly status = 404;
  constructor(slug: string) {
    super(`No product ${slug}`);
    this.name = 'ProductNotFoundError';
  }
}

export const getProductDetailsInputSchema = object({ lang: langSchema, slug: slugSchema.required() });
export type GetProductDetailsInput = InferType<typeof getProductDetailsInputSchema>;

/**
 * A product by slug: `GET products/api/v1/` (products are few) to find its id, then `GET products/api/v1/<id>/`
 * for its pricing facts, both in the page's language.
 */
export async function getProductDetails(
  input: GetProductDetailsInput,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  const { lang, slug } = getProductDetailsInputSchema.validateSync(input);
  const headers = { 'Accept-Language': lang };
  const list = await apiClient.get<Envelope<ProductSummary[]>>('products/api/v1/', { headers, signal });
  const product = list.data.data.find((item) => item.slug === slug);
  if (!product) throw new ProductNotFoundError(slug);
  const detail = await apiClient.get<Envelope<ProductDetails>>(`products/api/v1/${product.id}/`, {
    headers,
    signal,
  });
  return detail.data.data;
}

export function isProductSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slugSchema.required().isValidSync(slug);
}

export function useProductDetails(input: GetProductDetailsInput) {
  return useApiQuery(`product:${input.lang}:${input.slug}`, (signal) => getProductDetails(input, signal));
}
