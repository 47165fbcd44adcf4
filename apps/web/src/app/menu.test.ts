import { brandAreaOfScreen, brandAreas, brandHas } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import es from '../i18n/locales/es.json';
import {
  type Brand,
  canReach,
  lastSegment,
  type MenuEntry,
  menu,
  routeEntries,
  routeVerdict,
  sidebarFor,
  type Viewer,
} from './menu';

const defaultBrand: Brand = { adminEnabled: true, multiStore: false, banners: false };
const owner: Viewer = { userType: 'client', storeUserType: 'owner', permStore: false };
const employee: Viewer = { userType: 'client', storeUserType: 'employee', permStore: false };
const shopEmployee: Viewer = { userType: 'client', storeUserType: 'employee', permStore: true };
const admin: Viewer = { userType: 'admin', storeUserType: null, permStore: false };

function outline(entries: MenuEntry[]): (string | [string, string[]])[] {
  return entries.map((e) => (e.children ? [e.key, e.children.map((c) => c.key)] : e.key));
}

function reachable(viewer: Viewer, brand: Brand, path: string): boolean {
  const found = routeEntries().find(({ entry }) => entry.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return canReach(found.entry, found.parents, viewer, brand);
}

describe('the sidebar of each role (spec §2, §6)', () => {
  it('owner, default brand: no banners, no notifications (admin-enabled brand), shop with categories', () => {
    expect(outline(sidebarFor(owner, defaultBrand))).toEqual([
      'dashboard',
      'loyalty',
      'customers',
      'activity',
      'rewards',
      'offers',
      ['ecommerce', ['orders', 'products', 'shippingcosts', 'categories']],
      'news',
      'coupons',
      'employees',
      'locations',
      'configuration',
      // Issue #14's audit log, after the spec's entries, then issue 34's points liability, segments and
      // automations.
      'audit',
      'liability',
      'segments',
      'automations',
    ]);
  });

  it('owner of a brand with banners, without the admin area, multi-store', () => {
    const brand: Brand = { adminEnabled: false, multiStore: true, banners: true };
    expect(outline(sidebarFor(owner, brand))).toEqual([
      'dashboard',
      'loyalty',
      'customers',
      'activity',
      'rewards',
      'banners',
      'offers',
      ['ecommerce', ['orders', 'products', 'shippingcosts']],
      'news',
      'coupons',
      'notifications',
      'employees',
      'locations',
      'configuration',
      // Issue #14's audit log, after the spec's entries, then issue 34's points liability, segments and
      // automations.
      'audit',
      'liability',
      'segments',
      'automations',
    ]);
  });

  it('employee without the shop permission', () => {
    expect(outline(sidebarFor(employee, defaultBrand))).toEqual(['dashboard', 'loyalty', 'activity']);
  });

  it('employee with the shop permission, in both brands', () => {
    const expected = [
      'dashboard',
      'loyalty',
      'activity',
      ['ecommerce', ['orders', 'products', 'shippingcosts', 'categories']],
    ];
    expect(outline(sidebarFor(shopEmployee, defaultBrand))).toEqual(expected);
    expect(outline(sidebarFor(shopEmployee, { ...defaultBrand, multiStore: true }))).toEqual(expected);
  });

  it('admin sees the admin group only, and nothing of it without the admin-enabled brand', () => {
    expect(outline(sidebarFor(admin, defaultBrand))).toEqual([
      [
        'admin',
        [
          'adminDashboard',
          'adminStores',
          'adminStoreTypes',
          'adminCategories',
          'adminCities',
          'adminLocations',
          'adminNotifications',
          'adminAudit',
          'adminLiability',
          'adminWebhooks',
          'adminConfiguration',
        ],
      ],
    ]);
    expect(sidebarFor(admin, { ...defaultBrand, adminEnabled: false })).toEqual([]);
    // The platform's webhooks are the admin's; the owner's stay the owner's.
    expect(reachable(admin, defaultBrand, 'admin/webhooks')).toBe(true);
    expect(reachable(owner, defaultBrand, 'admin/webhooks')).toBe(false);
  });
});

describe('the route guard reads the same table', () => {
  it('hides by URL what the sidebar hides', () => {
    expect(reachable(owner, defaultBrand, 'customers')).toBe(true);
    expect(reachable(employee, defaultBrand, 'customers')).toBe(false);
    expect(reachable(employee, defaultBrand, 'orders')).toBe(false);
    expect(reachable(shopEmployee, defaultBrand, 'orders')).toBe(true);
    expect(reachable(owner, defaultBrand, 'notifications')).toBe(false);
    expect(reachable(owner, { ...defaultBrand, adminEnabled: false }, 'notifications')).toBe(true);
    expect(reachable(owner, defaultBrand, 'banners')).toBe(false);
    expect(reachable(owner, { ...defaultBrand, multiStore: true }, 'categories')).toBe(false);
    expect(reachable(owner, defaultBrand, 'admin/stores')).toBe(false);
    expect(reachable(admin, defaultBrand, 'admin/stores')).toBe(true);
    expect(reachable(admin, { ...defaultBrand, adminEnabled: false }, 'admin/stores')).toBe(false);
    expect(reachable(admin, defaultBrand, 'customers')).toBe(false);
    expect(reachable(owner, defaultBrand, 'audit')).toBe(true);
    expect(reachable(shopEmployee, defaultBrand, 'audit')).toBe(false);
    expect(reachable(admin, defaultBrand, 'admin/audit')).toBe(true);
    expect(reachable(owner, defaultBrand, 'admin/audit')).toBe(false);
    expect(reachable(owner, defaultBrand, 'liability')).toBe(true);
    expect(reachable(employee, defaultBrand, 'liability')).toBe(false);
    expect(reachable(shopEmployee, defaultBrand, 'liability')).toBe(false);
    expect(reachable(admin, defaultBrand, 'admin/liability')).toBe(true);
    expect(reachable(owner, defaultBrand, 'admin/liability')).toBe(false);
  });

  it("keeps the platform's content for the admin and the store's for its owner (#19)", () => {
    const withBanners: Brand = { ...defaultBrand, banners: true };
    for (const path of ['admin/offers', 'admin/news', 'admin/notifications']) {
      expect(reachable(admin, defaultBrand, path), path).toBe(true);
      for (const viewer of [owner, employee, shopEmployee])
        expect(reachable(viewer, withBanners, path), path).toBe(false);
    }
    for (const path of ['offers', 'news', 'banners', 'coupons']) {
      expect(reachable(owner, withBanners, path), path).toBe(true);
      expect(reachable(admin, withBanners, path), path).toBe(false);
      expect(reachable(shopEmployee, withBanners, path), path).toBe(false);
    }
  });

  it('lets every signed-in user reach the home and the profile', () => {
    for (const viewer of [owner, employee, shopEmployee, admin]) {
      expect(reachable(viewer, defaultBrand, '')).toBe(true);
      expect(reachable(viewer, defaultBrand, 'myprofile')).toBe(true);
    }
  });

  it('has one route per path and a label for every sidebar entry', () => {
    const paths = routeEntries().map(({ entry }) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    const labels = es.menu as Record<string, string>;
    const walk = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((e) => (e.sidebar === false ? [] : [e.key, ...walk(e.children ?? [])]));
    for (const key of walk(menu)) expect(labels[key], key).toBeTruthy();
  });
});

describe('what the guard shows where a viewer cannot reach a screen', () => {
  const verdict = (viewer: Viewer, brand: Brand, path: string) => {
    const found = routeEntries().find(({ entry }) => entry.path === path);
    if (!found) throw new Error(`no route ${path}`);
    return routeVerdict(found.entry, found.parents, viewer, brand);
  };

  it("tells an employee or an admin that another role's screen is not theirs (not a 404)", () => {
    expect(verdict(employee, defaultBrand, 'customers')).toBe('forbidden');
    expect(verdict(employee, defaultBrand, 'orders')).toBe('forbidden');
    expect(verdict(employee, defaultBrand, 'configuration')).toBe('forbidden');
    expect(verdict(owner, defaultBrand, 'admin/stores')).toBe('forbidden');
    expect(verdict(admin, defaultBrand, 'customers')).toBe('forbidden');
    expect(verdict(shopEmployee, defaultBrand, 'orders')).toBe('open');
  });

  it('gives the 404 page for a screen the brand does not have, to everyone', () => {
    expect(verdict(owner, defaultBrand, 'banners')).toBe('absent');
    expect(verdict(employee, defaultBrand, 'banners')).toBe('absent');
    expect(verdict(owner, defaultBrand, 'notifications')).toBe('absent');
    expect(verdict(admin, { ...defaultBrand, adminEnabled: false }, 'admin/stores')).toBe('absent');
    expect(verdict(owner, { ...defaultBrand, multiStore: true }, 'categories')).toBe('absent');
  });
});

describe("the brand's areas: the contract's table, which the API reads too", () => {
  // On a server that keeps its mails (no SMTP_URL): every admin screen there is (MailOutboxPage.test.tsx).
  const brands: Brand[] = [true, false].flatMap((adminEnabled) =>
    [true, false].flatMap((multiStore) =>
      [true, false].map((banners) => ({ adminEnabled, multiStore, banners, mailOutbox: true })),
    ),
  );
  const viewers = [owner, employee, shopEmployee, admin];

  it("has a screen for each area's screens", () => {
    const paths = routeEntries().map(({ entry }) => entry.path);
    for (const area of Object.values(brandAreas)) {
      for (const screen of area.screens) expect(paths, screen).toContain(screen);
    }
  });

  it("gives the 404 page to everyone on an absent area's screens, in every brand, and shows present ones", () => {
    for (const brand of brands) {
      for (const { entry, parents } of routeEntries()) {
        const area = brandAreaOfScreen(entry.path!);
        if (area === undefined) continue;
        const verdicts = viewers.map((v) => routeVerdict(entry, parents, v, brand));
        const where = `${entry.path} in ${JSON.stringify(brand)}`;
        if (brandHas(area, brand)) expect(verdicts, where).toContain('open');
        else expect(verdicts, where).toEqual(viewers.map(() => 'absent'));
      }
    }
  });
});

describe('lastSegment', () => {
  it('is what the sidebar highlights', () => {
    expect(lastSegment('/dashboard')).toBe('dashboard');
    expect(lastSegment('/dashboard/admin/stores/')).toBe('stores');
    expect(lastSegment('/')).toBe('');
  });
});
