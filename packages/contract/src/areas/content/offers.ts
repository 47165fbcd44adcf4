import { z } from 'zod';
import { adminRef, day, id, money, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { contentFields, contentItem } from './content-fields.ts';

export const offerTypes = ['product', 'service', 'discount', 'event'] as const;

export const offer = contentItem.extend({
  type: z.enum(offerTypes),
  /** In the store's currency, two decimals (kept as cents). */
  price: z.number().nullable(),
  oldPrice: z.number().nullable(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The last day (the store's) it shows; after it the offer stops showing by itself. */
  expirationDate: z.string().nullable(),
  expired: z.boolean(),
  /**
   * The store's segment it is shown to (issue 34 §6): only the segment's customers of the moment the
   * wallet reads its offers see it; null: every customer.
   */
  segmentId: z.number().nullable(),
});
export type Offer = z.infer<typeof offer>;

export const offerFields = contentFields.extend({
  type: z.enum(offerTypes).default('product'),
  price: money().nullable().optional(),
  oldPrice: money().nullable().optional(),
  categoryId: id().nullable().optional(),
  expirationDate: day().nullable().optional(),
  /** Shown only to this segment's customers (never on the public page); null or absent: every customer. */
  segmentId: storeRef('segment').nullable().optional(),
});

/** A platform offer has the spec's admin fields only. */
export const adminOfferFields = offerFields.pick({
  name: true,
  description: true,
  active: true,
  image: true,
  imageSquared: true,
});

const offerList = z.object({
  offers: z.array(offer),
  /** The store's currency, which prices are in. */
  currency: z.object({ code: z.string(), name: z.string() }),
});

const example = {
  type: 'product' as const,
  name: 'Dos capuchinos por S/ 12',
  description: 'De lunes a jueves.',
  price: 12,
  oldPrice: 18.5,
  public: true,
  expirationDate: '2030-12-31',
};

export const offerRoutes = {
  '/client/offer/get-all': route({
    area: 'offers',
    summary: "The store's offers, newest first (expired ones too, marked), with the store's currency.",
    access: 'owner',
    input: z.object({}),
    output: offerList,
    example: {},
  }),
  '/client/offer/add': route({
    area: 'offers',
    summary: 'Create an offer.',
    access: 'owner',
    failures: ['not-found'],
    input: offerFields,
    output: z.object({ ...saidFields, offer }),
    example,
  }),
  '/client/offer/update': route({
    area: 'offers',
    summary: 'Update an offer.',
    access: 'owner',
    input: offerFields.extend({ offerId: storeRef('offer') }),
    output: z.object({ ...saidFields, offer }),
    example: { ...example, offerId: 1 },
  }),
  '/client/offer/delete': route({
    area: 'offers',
    summary: 'Delete an offer.',
    access: 'owner',
    input: z.object({ offerId: storeRef('offer') }),
    output: z.object({ ...saidFields }),
    example: { offerId: 1 },
  }),
} as const;

/** The platform's offers (no store): shown to the customers of every store. */
export const offerAdminRoutes = {
  '/admin/offer/get-all': route({
    area: 'offers',
    summary: "The platform's offers, newest first.",
    access: 'admin',
    input: z.object({}),
    output: z.object({ offers: z.array(offer) }),
    example: {},
  }),
  '/admin/offer/add': route({
    area: 'offers',
    summary: "Create a platform offer, shown to every store's customers.",
    access: 'admin',
    input: adminOfferFields,
    output: z.object({ ...saidFields, offer }),
    example: { name: 'Semana Premia', description: 'Doble puntos en todos los negocios.' },
  }),
  '/admin/offer/update': route({
    area: 'offers',
    summary: 'Update a platform offer.',
    access: 'admin',
    input: adminOfferFields.extend({ offerId: adminRef('offer') }),
    output: z.object({ ...saidFields, offer }),
    example: { name: 'Semana Premia', offerId: 1 },
  }),
  '/admin/offer/delete': route({
    area: 'offers',
    summary: 'Delete a platform offer.',
    access: 'admin',
    input: z.object({ offerId: adminRef('offer') }),
    output: z.object({ ...saidFields }),
    example: { offerId: 1 },
  }),
} as const;
