import { z } from 'zod';
import { empty, id, requiredText, storeRef, text } from '../common.ts';
import { route } from '../route-table.ts';
import { messageOutput } from './auth.ts';

export const locationItem = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.object({ id: z.number(), name: z.string() }).nullable(),
  employeesCount: z.number(),
});
export type Location = z.infer<typeof locationItem>;

export const storeCityItem = z.object({
  id: z.number(),
  name: z.string(),
  countryId: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  zoom: z.number(),
  timeZone: z.string(),
});

const locationName = () => requiredText(120);

export const locationAddInput = z.object({
  name: locationName(),
  address: text(300).nullable().optional(),
  cityId: id().nullable().optional(),
});

/** Only the fields sent change: the change-city modal sends { locationId, cityId }. */
export const locationUpdateInput = z.object({
  locationId: storeRef('location'),
  name: locationName().optional(),
  address: text(300).nullable().optional(),
  cityId: id().nullable().optional(),
});

export const locationDeleteInput = z.object({ locationId: storeRef('location') });

export const locationsRoutes = {
  '/client/get-locations': route({
    area: 'locations',
    summary: "The store's locations with their city and how many employees work there.",
    access: 'client',
    input: empty,
    output: z.object({ locations: z.array(locationItem) }),
    example: {},
  }),
  '/client/location/add': route({
    area: 'locations',
    summary: 'Add a location; its city must be of the store country.',
    access: 'owner',
    input: locationAddInput,
    output: messageOutput.extend({ location: locationItem }),
    example: { name: 'Aurora San Isidro', address: 'Av. Conquistadores 455', cityId: 1 },
  }),
  '/client/location/update': route({
    area: 'locations',
    summary: 'Rename a location, change its address or its city (the change-city modal).',
    access: 'owner',
    input: locationUpdateInput,
    output: messageOutput.extend({ location: locationItem }),
    example: { locationId: 1, cityId: 1 },
  }),
  '/client/location/delete': route({
    area: 'locations',
    summary:
      'Delete a location: refused while employees work there and for the last one; its history is kept.',
    access: 'owner',
    input: locationDeleteInput,
    output: messageOutput,
    example: { locationId: 1 },
  }),
  '/client/store/get-cities': route({
    area: 'locations',
    summary: "The cities of the store's country.",
    access: 'client',
    input: empty,
    output: z.object({ cities: z.array(storeCityItem) }),
    example: {},
  }),
} as const;
