import { type BrandFlags, brandServes } from '@premia/contract';

const BRANDS: { name: string; brand: BrandFlags }[] = [
  { name: 'admin-enabled brand', brand: { adminEnabled: true, multiStore: false, banners: true } },
  { name: 'brand without the admin area', brand: { adminEnabled: false, multiStore: false, banners: true } },
];

/**
 * No brand has every area (the contract's brandAreas: the admin-enabled one has no store notifications),
 * so a suite that walks every route runs on two: the admin-enabled brand with banners walks every route
 * it serves; the brand without the admin area walks those it adds (the store notifications'). What a
 * brand does not serve: brand-areas.test.ts.
 */
export const brandWalks = BRANDS.map(({ name, brand }, i) => ({
  name,
  env: { BRAND_ADMIN_ENABLED: String(brand.adminEnabled), BRAND_BANNERS: String(brand.banners) },
  /** Whether this walk takes the route. */
  walks: (path: string) =>
    brandServes(path, brand) && !BRANDS.slice(0, i).some((b) => brandServes(path, b.brand)),
}));
