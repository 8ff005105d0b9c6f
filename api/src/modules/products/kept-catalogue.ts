// Published products and their pricing, read from memory for a while: they change only when the catalogue seed
// runs, and the public calls that read them (the product page, the rate call) are the busiest of the API. A
// product that does not exist is not kept, so unknown ids and slugs cannot grow the memory; a failed read is not
// kept either. Concurrent reads of one key share a single database read.
import { LRUCache } from 'lru-cache';
import type { Pricing, ProductRow, ProductsRepository } from './products-repository';

/** How long a read is kept (the answers say `max-age=300` to browsers already). */
export const CATALOGUE_KEPT_MS = 30_000;
const KEYS_KEPT = 500;

function kept<K extends string | number, V extends object>(read: (key: K) => Promise<V | undefined>) {
  return new LRUCache<K, V>({ max: KEYS_KEPT, ttl: CATALOGUE_KEPT_MS, fetchMethod: (key) => read(key) });
}

export class KeptCatalogue {
  private readonly pricings;
  private readonly byId;
  private readonly bySlug;

  constructor(repository: ProductsRepository) {
    this.pricings = kept<number, Pricing>((id) => repository.pricing(id));
    this.byId = kept<number, ProductRow>((id) => repository.productById(id));
    this.bySlug = kept<string, ProductRow>((slug) => repository.productBySlug(slug));
  }

  pricing(id: number): Promise<Pricing | undefined> {
    return this.pricings.fetch(id);
  }

  productById(id: number): Promise<ProductRow | undefined> {
    return this.byId.fetch(id);
  }

  productBySlug(slug: string): Promise<ProductRow | undefined> {
    return this.bySlug.fetch(slug);
  }
}
