/** A build's brand flags (spec §2): set per deployment (BRAND_*), read by the API and the web app. */
export interface BrandFlags {
  adminEnabled: boolean;
  multiStore: boolean;
  banners: boolean;
}

/** An area a brand may lack: the flag and value that keep it, its API paths and its back-office screens. */
export interface BrandArea {
  flag: keyof BrandFlags;
  presentWhen: boolean;
  /** Every API route whose path starts with one of these is the area's. */
  apiPaths: readonly string[];
  /** Every back-office screen (menu path under /dashboard) that is one of these or below one is the area's. */
  screens: readonly string[];
}

/**
 * THE table of what the brand flags remove (spec §2 "Sidebar menu"), read by the API (an absent area's
 * routes answer 404 as an unknown address does, for every caller, and its notifications are not sent)
 * and by the web's menu (its screens show the 404 page). multiStore removes no area: it changes who
 * sees the shop's categories, an audience rule of the menu.
 */
export const brandAreas = {
  /** The platform administration: only in the admin-enabled brand. */
  admin: { flag: 'adminEnabled', presentWhen: true, apiPaths: ['/admin/'], screens: ['admin'] },
  /** A store's own marketing notifications: nobody has them in the admin-enabled brand. */
  storeNotifications: {
    flag: 'adminEnabled',
    presentWhen: false,
    apiPaths: ['/client/notification/'],
    screens: ['notifications'],
  },
  /** The store's carousel: only when the brand enables banners. */
  banners: { flag: 'banners', presentWhen: true, apiPaths: ['/client/banners/'], screens: ['banners'] },
} as const satisfies Record<string, BrandArea>;

export type BrandAreaName = keyof typeof brandAreas;

const areaNames = Object.keys(brandAreas) as BrandAreaName[];

/** Whether the brand has the area. */
export function brandHas(area: BrandAreaName, brand: BrandFlags): boolean {
  const { flag, presentWhen } = brandAreas[area];
  return brand[flag] === presentWhen;
}

/** The area an API path belongs to, if a brand may lack it. */
export function brandAreaOfPath(path: string): BrandAreaName | undefined {
  return areaNames.find((area) => brandAreas[area].apiPaths.some((prefix) => path.startsWith(prefix)));
}

/** The area a back-office screen (its menu path, such as 'admin/stores') belongs to, if a brand may lack it. */
export function brandAreaOfScreen(screen: string): BrandAreaName | undefined {
  return areaNames.find((area) =>
    brandAreas[area].screens.some((s) => screen === s || screen.startsWith(`${s}/`)),
  );
}

/** Whether this brand serves the API path: false for a path of an area the brand lacks. */
export function brandServes(path: string, brand: BrandFlags): boolean {
  const area = brandAreaOfPath(path);
  return area === undefined || brandHas(area, brand);
}
