import { z } from 'zod';
import { adminRef, id, named, pageInput, text } from '../../common.ts';
import { route } from '../../route-table.ts';
import { messageOutput } from '../account/auth.ts';

/** A location of any store, as the admin's list shows it. */
export const adminLocationItem = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  store: named,
  city: named.nullable(),
  country: named,
});
export type AdminLocation = z.infer<typeof adminLocationItem>;

export const adminLocationsInput = z.object({
  ...pageInput,
  countryId: id().optional(),
  cityId: id().optional(),
  /** Part of the store's name. */
  store: text(120).optional(),
});

export const adminLocationRoutes = {
  '/admin/locations/get-all': route({
    area: 'admin-locations',
    summary:
      "Every store's locations (not deleted), a page at a time, by store and name; filter by the store's country, the city, and part of the store's name.",
    access: 'admin',
    input: adminLocationsInput,
    output: z.object({
      locations: z.array(adminLocationItem),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
    }),
    example: { page: 1, pageSize: 20, countryId: 1, store: 'Café' },
  }),
  '/admin/locations/change-city-id': route({
    area: 'admin-locations',
    summary: "Move a location to another city of its store's country.",
    access: 'admin',
    input: z.object({ locationId: adminRef('location'), cityId: id() }),
    output: messageOutput.extend({ location: adminLocationItem }),
    example: { locationId: 1, cityId: 2 },
  }),
} as const;
