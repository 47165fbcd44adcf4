import type { MessageCode, MessageParams } from './messages.ts';
import { isMoneyParam, writeMoneyParam } from './money.ts';
import { type OrderState, orderStateNames, orderStates } from './order-states.ts';

/**
 * The params a reader needs in their own language travel raw, each of a kind; whoever shows the
 * message renders them: the server's m in Spanish (spanishParams), the apps in the reader's language
 * (their serverMessage). zod-free and without the message texts, so the wallet's first download can
 * carry it.
 */
export interface ParamValues {
  /** A number the text shows grouped: 1,000,000 in the Spanish m. */
  number: number;
  /** A calendar day, YYYY-MM-DD: no time zone, so no reader's zone shifts it. */
  date: string;
  /** A store's wall clock, YYYY-MM-DDTHH:mm: the store's time, whatever the reader's zone. */
  dateTime: string;
  /** An order's state by its key, said by the reader's dictionary. */
  orderState: OrderState;
  /**
   * An amount of a store's money, `PEN 28.00 PE` (money.ts moneyParam): written the store's way
   * (S/ 28.00) in every reader's text.
   */
  money: string;
}

export type ParamKind = keyof ParamValues;

/** How a reader says each kind of param. */
export type ParamRenderers = { [K in ParamKind]: (value: ParamValues[K]) => string };

/**
 * The kind of each param that has one, by message code: written here once. A param not named here is
 * said as it came (a name, a ticket, a count the Spanish text shows ungrouped).
 */
export const paramKinds = {
  'points.duplicateTicket': { when: 'dateTime' },
  'points.tooManyPoints': { max: 'number' },
  'bulk.tooManyRows': { max: 'number' },
  'bulk.repeatedApplied': { day: 'date' },
  'bulk.repeatedPreviewed': { day: 'date' },
  'stores.posterWelcome': { points: 'number' },
  'stamps.bulkGiven': { given: 'number', skipped: 'number' },
  'coupons.tooManyCodes': { max: 'number' },
  'coupons.expired': { date: 'date' },
  'coupons.batchCreated': { codes: 'number' },
  'coupons.notEnoughForSegment': { available: 'number', customers: 'number' },
  'coupons.sentToSegment': { customers: 'number' },
  'coupons.pointsClaimed': { points: 'number' },
  'products.tooManyRows': { max: 'number' },
  'orders.cannotMove': { from: 'orderState', to: 'orderState' },
  'orders.tooManyOpen': { max: 'number' },
  'orders.alreadyInState': { state: 'orderState' },
  'orders.stateChanged': { state: 'orderState' },
  'orders.totalChanged': { total: 'money' },
  'notifications.expiryBody': { points: 'number', date: 'date' },
  'notifications.birthdayBody': { points: 'number' },
  'ledger.visitBonus': { visits: 'number' },
} as const satisfies { [C in MessageCode]?: Record<string, ParamKind> };

type Kinds = typeof paramKinds;

/** What a code's param carries on the wire: its kind's raw value, or a plain text or number. */
export type ParamValueOf<C extends MessageCode, P extends string> = C extends keyof Kinds
  ? P extends keyof Kinds[C]
    ? Kinds[C][P] extends ParamKind
      ? ParamValues[Kinds[C][P]]
      : never
    : string | number
  : string | number;

/** A value of the kind, as a server (this one, an older or a newer) may send it; anything else is said as it came. */
const isOfKind: { [K in ParamKind]: (value: string | number) => value is ParamValues[K] } = {
  number: (value): value is number => typeof value === 'number' && Number.isFinite(value),
  date: (value): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  dateTime: (value): value is string =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value),
  orderState: (value): value is OrderState => (orderStates as readonly unknown[]).includes(value),
  money: isMoneyParam,
};

function renderParam<K extends ParamKind>(kind: K, value: string | number, render: ParamRenderers) {
  return isOfKind[kind](value) ? (render[kind] as (value: ParamValues[K]) => string)(value) : value;
}

/** A message's params with those of a kind rendered by `render`; the others as they came. */
export function renderParams(code: string, params: MessageParams, render: ParamRenderers): MessageParams {
  if (!Object.hasOwn(paramKinds, code)) return params;
  const rendered = { ...params };
  for (const [name, kind] of Object.entries(paramKinds[code as keyof Kinds] as Record<string, ParamKind>)) {
    const value = params[name];
    if (value !== undefined) rendered[name] = renderParam(kind, value, render);
  }
  return rendered;
}

/** 2024-03-09 → 09/03/2024. */
const spanishDay = (day: string) => day.split('-').reverse().join('/');
let spanishNumbers: Intl.NumberFormat | undefined;
/** 1000000 → 1,000,000, as the m's numbers have always been grouped (made once, when first needed). */
function spanishNumber(value: number): string {
  spanishNumbers ??= new Intl.NumberFormat('es-PE');
  return spanishNumbers.format(value);
}

/** The Spanish m's params, as the spec's texts show them. */
export const spanishParams: ParamRenderers = {
  number: spanishNumber,
  date: spanishDay,
  dateTime: (at) => `${spanishDay(at.slice(0, 10))} ${at.slice(11, 16)}`,
  orderState: (state) => orderStateNames[state],
  money: writeMoneyParam,
};
