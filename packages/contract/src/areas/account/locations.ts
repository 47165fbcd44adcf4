import { z } from 'zod';
import { empty, id, requiredText, storeRef, text } from '../../common.ts';
import { MAX_RANGES_PER_DAY, minutesOf, rangesInOrder } from '../../opening-hours.ts';
import { route } from '../../route-table.ts';
import { messageOutput } from './auth.ts';

const clock = '([01][0-9]|2[0-3]):[0-5][0-9]';

/** One range of a day: opens HH:mm, closes later the same day (at most "24:00", the day's end). */
export const openingRange = z
  .object({
    opens: z.string().regex(new RegExp(`^${clock}$`), { message: 'validation.timeOfDay' }),
    closes: z.string().regex(new RegExp(`^(${clock}|24:00)$`), { message: 'validation.timeOfDay' }),
  })
  .refine((r) => minutesOf(r.opens) < minutesOf(r.closes), { message: 'locations.hoursReversed' });

/** A day's ranges, in order and not overlapping; none = closed that day. */
const dayHours = z
  .array(openingRange)
  .max(MAX_RANGES_PER_DAY)
  .refine(rangesInOrder, { message: 'locations.hoursOverlap' });

/** A week of opening hours (opening-hours.ts says how they are read); null: the store has not said. */
export const openingHours = z.object({
  monday: dayHours,
  tuesday: dayHours,
  wednesday: dayHours,
  thursday: dayHours,
  friday: dayHours,
  saturday: dayHours,
  sunday: dayHours,
});

export const locationItem = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.object({ id: z.number(), name: z.string() }).nullable(),
  employeesCount: z.number(),
  openingHours: openingHours.nullable(),
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
  openingHours: openingHours.nullable().optional(),
});

/** Only the fields sent change: the change-city modal sends { locationId, cityId }. */
export const locationUpdateInput = z.object({
  locationId: storeRef('location'),
  name: locationName().optional(),
  address: text(300).nullable().optional(),
  cityId: id().nullable().optional(),
  openingHours: openingHours.nullable().optional(),
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
    failures: ['not-found'],
    input: locationAddInput,
    output: messageOutput.extend({ location: locationItem }),
    example: {
      name: 'Aurora San Isidro',
      address: 'Av. Conquistadores 455',
      cityId: 1,
      openingHours: {
        monday: [
          { opens: '08:00', closes: '13:00' },
          { opens: '16:00', closes: '20:00' },
        ],
        tuesday: [{ opens: '08:00', closes: '20:00' }],
        wednesday: [{ opens: '08:00', closes: '20:00' }],
        thursday: [{ opens: '08:00', closes: '20:00' }],
        friday: [{ opens: '08:00', closes: '22:00' }],
        saturday: [{ opens: '09:00', closes: '24:00' }],
        sunday: [],
      },
    },
  }),
  '/client/location/update': route({
    area: 'locations',
    summary: 'Rename a location, change its address, its opening hours or its city (the change-city modal).',
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
    failures: ['conflict'],
    input: locationDeleteInput,
    output: messageOutput,
    example: { locationId: 1 },
  }),
  '/client/store/get-cities': route({
    area: 'locations',
    summary: "The cities of the store's country.",
    access: 'client',
    failures: ['not-found'],
    input: empty,
    output: z.object({ cities: z.array(storeCityItem) }),
    example: {},
  }),
} as const;
