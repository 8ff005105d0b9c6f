// The partner's products, by path segment. A new product is one more catalogue file and one line here.
import { accidentProduct } from './accident';
import { lifeProduct } from './life';
import { medicalProduct } from './medical';
import type { PartnerProduct } from './types';

export const PRODUCTS: Record<string, PartnerProduct> = {
  [medicalProduct.slug]: medicalProduct,
  [lifeProduct.slug]: lifeProduct,
  [accidentProduct.slug]: accidentProduct,
};
