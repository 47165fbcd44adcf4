import type { Product } from '@premia/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { amountOf, centsOf } from '../../../format/money';
import { amountIn, type MoneyValue } from '../../../forms/MoneyInput';
import { pickedDay } from '../../../forms/pickers';
import type { ProductInput } from './api';

/** The product form's values: prices as decimal amounts, visible days as picked days. */
export interface ProductValues {
  name: string;
  description?: string;
  images?: string[];
  productCategoryId?: number | null;
  price: MoneyValue;
  oldPrice?: MoneyValue;
  stock?: number | null;
  active?: boolean;
  pointsMode: 'conversion' | 'fixed';
  fixedPoints?: number | null;
  visibleFrom?: Dayjs | null;
  visibleUntil?: Dayjs | null;
}

/** A new product: active, earning by the store's conversion, no images yet. */
export const NEW_PRODUCT: Partial<ProductValues> = { active: true, pointsMode: 'conversion', images: [] };

/** The form's values for a saved product. */
export function productValues(p: Product): ProductValues {
  return {
    name: p.name,
    description: p.description ?? '',
    images: p.images,
    productCategoryId: p.category?.id ?? null,
    price: amountOf(p.priceCents) ?? 0,
    oldPrice: amountOf(p.oldPriceCents),
    stock: p.stock,
    active: p.active,
    pointsMode: p.pointsMode,
    fixedPoints: p.fixedPoints,
    visibleFrom: p.visibleFrom ? dayjs(p.visibleFrom) : null,
    visibleUntil: p.visibleUntil ? dayjs(p.visibleUntil) : null,
  };
}

/** The form's values as the save route's input (with the product's id when editing). */
export function productInput(v: ProductValues, productId?: number): ProductInput {
  return {
    ...(productId === undefined ? {} : { productId }),
    name: v.name.trim(),
    description: v.description?.trim() || null,
    images: v.images ?? [],
    productCategoryId: v.productCategoryId ?? null,
    priceCents: centsOf(amountIn(v.price)) ?? 0,
    oldPriceCents: centsOf(amountIn(v.oldPrice ?? null)),
    stock: v.stock ?? null,
    active: v.active ?? true,
    pointsMode: v.pointsMode,
    fixedPoints: v.pointsMode === 'fixed' ? (v.fixedPoints ?? null) : null,
    visibleFrom: pickedDay(v.visibleFrom),
    visibleUntil: pickedDay(v.visibleUntil),
  };
}
