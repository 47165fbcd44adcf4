import { z } from 'zod';
import { id, phoneCode, requiredText } from '../../common.ts';
import { route } from '../../route-table.ts';
import { messageOutput } from '../account/auth.ts';
import { countryItem } from './general.ts';

/** A city as the admin edits it: its map point and zoom, its time zone, how many locations use it. */
export const adminCityItem = z.object({
  id: z.number(),
  name: z.string(),
  countryId: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  zoom: z.number(),
  timeZone: z.string(),
  locationsCount: z.number(),
});
export type AdminCity = z.infer<typeof adminCityItem>;

/** The zoom levels a tile map shows (1: the world, 19: a street). */
export const MIN_MAP_ZOOM = 1;
export const MAX_MAP_ZOOM = 19;

export const cityInput = z.object({
  countryId: id(),
  name: requiredText(80),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  zoom: z.number().int().min(MIN_MAP_ZOOM).max(MAX_MAP_ZOOM),
  /** An IANA time zone (America/Lima); the server checks it exists. */
  timeZone: requiredText(64),
});
export const cityUpdateInput = cityInput.extend({ cityId: id() });
export const cityDeleteInput = z.object({ cityId: id() });

export const countryUpdateInput = z.object({
  countryId: id(),
  name: requiredText(80),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]+$/, { message: 'countries.codeFormat' })
    .length(2, { message: 'countries.codeFormat' }),
  phoneCode: phoneCode(),
  currencyCode: z.string().trim().toUpperCase().length(3),
});

const lima = {
  countryId: 1,
  name: 'Piura',
  latitude: -5.19449,
  longitude: -80.63282,
  zoom: 13,
  timeZone: 'America/Lima',
} satisfies z.input<typeof cityInput>;

export const adminCityRoutes = {
  '/admin/cities/get': route({
    area: 'cities',
    summary: 'The cities of a country (all without countryId), with how many locations each has.',
    access: 'admin',
    input: z.object({ countryId: id().optional() }),
    output: z.object({ cities: z.array(adminCityItem) }),
    example: { countryId: 1 },
  }),
  '/admin/cities/add': route({
    area: 'cities',
    summary: 'Create a city: country, name, map point and zoom, IANA time zone.',
    access: 'admin',
    input: cityInput,
    output: messageOutput.extend({ city: adminCityItem }),
    example: lima,
    failures: ['conflict'],
  }),
  '/admin/cities/update': route({
    area: 'cities',
    summary:
      "Change a city. A new time zone also becomes the day of the stores there that counted by the city's old one, from now on.",
    access: 'admin',
    failures: ['not-found', 'conflict'],
    input: cityUpdateInput,
    output: messageOutput.extend({ city: adminCityItem }),
    example: { ...lima, cityId: 1 },
  }),
  '/admin/cities/delete': route({
    area: 'cities',
    summary: 'Delete a city; refused while locations are in it.',
    access: 'admin',
    failures: ['not-found', 'conflict'],
    input: cityDeleteInput,
    output: messageOutput,
    example: { cityId: 1 },
  }),
  '/admin/countries/update': route({
    area: 'cities',
    summary: "Change a country's name, code, phone code and currency (the list is /general/get-countries).",
    access: 'admin',
    failures: ['not-found', 'conflict'],
    input: countryUpdateInput,
    output: messageOutput.extend({ country: countryItem }),
    example: { countryId: 1, name: 'Perú', countryCode: 'PE', phoneCode: '+51', currencyCode: 'PEN' },
  }),
} as const;
