import { z } from 'zod';
import { money, requiredText, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { consentChannels } from '../content/notifications.ts';

/** The most days a «last visit» filter looks back: ten years. */
export const MAX_SEGMENT_DAYS = 3650;
/** The largest points balance or number of visits a filter names. */
export const MAX_SEGMENT_COUNT = 1_000_000_000;

const days = () => z.number().int().min(1).max(MAX_SEGMENT_DAYS);
const count = () => z.number().int().min(0).max(MAX_SEGMENT_COUNT);

/** The pairs of a filter's range: the minimum may not pass the maximum. */
const ranges = [
  ['pointsMin', 'pointsMax'],
  ['spendMin', 'spendMax'],
  ['visitsMin', 'visitsMax'],
] as const;

/**
 * A segment of a store's live customers (issue 34 §6): every field optional, all of them combined with
 * AND; no field is every customer. A visit is a row of the ledger the customer made in person (a
 * welcome, purchase, manual, coupon or redemption row, as the 'inactive' expiry counts them); spend is
 * the purchases' amounts (money, as the store's money fields, reversals deducted). A customer who never
 * visited has no last visit: «no visit in the last N days» takes them, «a visit in the last N days» not.
 */
export const segmentFilter = z
  .object({
    /** A visit within the last N days. */
    visitedWithinDays: days().optional(),
    /** No visit in the last N days (never visited included). */
    notVisitedForDays: days().optional(),
    pointsMin: count().optional(),
    pointsMax: count().optional(),
    levelId: storeRef('level').optional(),
    spendMin: money().optional(),
    spendMax: money().optional(),
    visitsMin: count().optional(),
    visitsMax: count().optional(),
    birthdayMonth: z.number().int().min(1).max(12).optional(),
    /** Gave consent on this channel. */
    consent: z.enum(consentChannels).optional(),
    /** Registered at this location. */
    locationId: storeRef('location').optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    for (const [min, max] of ranges) {
      const low = f[min];
      const high = f[max];
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({ code: 'custom', path: [max], message: 'segments.rangeInverted' });
    }
  });
export type SegmentFilter = z.infer<typeof segmentFilter>;

export const segment = z.object({
  id: z.number(),
  name: z.string(),
  filter: segmentFilter,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Segment = z.infer<typeof segment>;

export const segmentFields = z.object({ name: requiredText(80), filter: segmentFilter });

const segmentId = { segmentId: storeRef('segment') };

const exampleFilter: SegmentFilter = {
  notVisitedForDays: 60,
  pointsMin: 100,
  spendMin: 50,
  consent: 'inbox',
};

export const segmentRoutes = {
  '/client/segments/count': route({
    area: 'segments',
    summary: "How many of the store's customers (not deleted) a filter takes.",
    access: 'owner',
    input: z.object({ filter: segmentFilter }),
    output: z.object({ customers: z.number() }),
    example: { filter: exampleFilter },
  }),
  '/client/segments/list': route({
    area: 'segments',
    summary: "The store's saved segments, by name.",
    access: 'owner',
    input: z.object({}),
    output: z.object({ segments: z.array(segment) }),
    example: {},
  }),
  '/client/segments/add': route({
    area: 'segments',
    summary: 'Save a segment: a name and its filter.',
    access: 'owner',
    failures: ['conflict'],
    input: segmentFields,
    output: z.object({ ...saidFields, segment }),
    example: { name: 'Clientes por recuperar', filter: exampleFilter },
  }),
  '/client/segments/edit': route({
    area: 'segments',
    summary: "Change a segment's name or filter.",
    access: 'owner',
    failures: ['conflict'],
    input: segmentFields.extend(segmentId),
    output: z.object({ ...saidFields, segment }),
    example: { segmentId: 1, name: 'Clientes por recuperar', filter: exampleFilter },
  }),
  '/client/segments/delete': route({
    area: 'segments',
    summary: 'Delete a segment; refused (409) while a store notification not yet sent goes to it.',
    access: 'owner',
    failures: ['conflict'],
    input: z.object(segmentId),
    output: z.object({ ...saidFields }),
    example: { segmentId: 1 },
  }),
} as const;
