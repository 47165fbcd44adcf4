import type { Format } from '@premia/client/format';
import type { AuditEntry } from '@premia/contract';
import { clientCode } from '@premia/contract/format';
import type { TFunction } from 'i18next';

type Detail = AuditEntry['detail'];

/** A points expiry rule by the configuration screen's own words. */
const expiryRuleLabels: Record<string, string> = {
  never: 'pointsExpiryNever',
  earned: 'pointsExpiryEarned',
  inactive: 'pointsExpiryInactive',
};

/** A birthday gift by the configuration screen's own words. */
const giftLabels: Record<string, string> = { off: 'birthdayGiftOff', points: 'birthdayGiftPoints' };

const list = (values: unknown, label: (v: string) => string) =>
  Array.isArray(values) ? values.map((v) => label(String(v))).join(', ') : '';

/**
 * An entry's detail as short labelled parts ("Empleado: Rosa Prueba", "Campos: Nombre, Email") in the
 * reader's language: ids become what a user recognises (a client code, a batch #), field and permission
 * names their screen labels.
 */
export function detailParts(detail: Detail, t: TFunction, format: Format): string[] {
  const parts: string[] = [];
  const add = (key: string, value: string) => value && parts.push(`${t(`audit.detail.${key}`)}: ${value}`);
  if (detail.employee) add('employee', String(detail.employee));
  else if (typeof detail.employeeId === 'number') add('employee', `#${detail.employeeId}`);
  if (typeof detail.customerId === 'number') add('customer', clientCode(detail.customerId) ?? '');
  if (typeof detail.points === 'number') add('points', format.points(detail.points, { signed: true }));
  if (typeof detail.entryId === 'number') add('entryId', `#${detail.entryId}`);
  if (typeof detail.reversedEntryId === 'number') add('reversedEntryId', `#${detail.reversedEntryId}`);
  if (typeof detail.batchId === 'number') add('batchId', `#${detail.batchId}`);
  if (typeof detail.rows === 'number') add('rows', format.count(detail.rows));
  if (typeof detail.format === 'string') add('format', detail.format.toUpperCase());
  if (typeof detail.tokenLastFour === 'string') add('tokenLastFour', `…${detail.tokenLastFour}`);
  if (typeof detail.till === 'string') add('till', detail.till);
  if (typeof detail.paymentId === 'number') add('paymentId', `#${detail.paymentId}`);
  if (typeof detail.subscriptionId === 'number') add('subscriptionId', `#${detail.subscriptionId}`);
  if (typeof detail.plan === 'string') add('plan', detail.plan);
  if (typeof detail.redemptions === 'number') add('redemptions', format.count(detail.redemptions));
  if (typeof detail.amount === 'number')
    add(
      'amount',
      format.money(detail.amount, typeof detail.currency === 'string' ? detail.currency : undefined),
    );
  const rule = (key: 'rule' | 'previousRule', value: unknown) =>
    typeof value === 'string' && add(key, t(`configuration.${expiryRuleLabels[value] ?? value}`));
  rule('rule', detail.rule);
  if (typeof detail.months === 'number') add('months', format.count(detail.months));
  rule('previousRule', detail.previousRule);
  if (typeof detail.previousMonths === 'number') add('previousMonths', format.count(detail.previousMonths));
  const gift = (key: 'gift' | 'previousGift', value: unknown) =>
    typeof value === 'string' && add(key, t(`configuration.${giftLabels[value] ?? value}`));
  gift('gift', detail.gift);
  gift('previousGift', detail.previousGift);
  if (typeof detail.previousPoints === 'number') add('previousPoints', format.count(detail.previousPoints));
  // Referrals: on or off, each side's points, the minimum (money) and the monthly cap, now and before.
  for (const prefix of ['', 'previous'] as const) {
    const key = (k: string) => (prefix ? `previous${k[0]!.toUpperCase()}${k.slice(1)}` : k);
    const on = detail[key('referralsOn') as keyof Detail];
    if (typeof on === 'boolean') add(key('referralsOn'), t(`audit.detail.${on ? 'on' : 'off'}`));
    for (const k of ['referrerPoints', 'friendPoints', 'monthlyCap']) {
      const value = detail[key(k) as keyof Detail];
      if (typeof value === 'number') add(key(k), format.count(value));
    }
    const min = detail[key('minPurchase') as keyof Detail];
    if (typeof min === 'number') add(key('minPurchase'), format.money(min));
  }
  // The stamp card: on or off, its size, its prize, one a day; now and before; a redeemed card's prize.
  for (const prefix of ['', 'previous'] as const) {
    const key = (k: string) => (prefix ? `previous${k[0]!.toUpperCase()}${k.slice(1)}` : k);
    for (const k of ['stampsOn', 'stampsOncePerDay']) {
      const on = detail[key(k) as keyof Detail];
      if (typeof on === 'boolean') add(key(k), t(`audit.detail.${on ? 'on' : 'off'}`));
    }
    const size = detail[key('stampsPerCard') as keyof Detail];
    if (typeof size === 'number') add(key('stampsPerCard'), format.count(size));
    const prize = detail[key('stampPrize') as keyof Detail];
    if (typeof prize === 'string') add(key('stampPrize'), prize);
  }
  if (typeof detail.prize === 'string') add('prize', detail.prize);
  if (typeof detail.stamps === 'number') add('stamps', format.count(detail.stamps));
  if (typeof detail.given === 'number') add('given', format.count(detail.given));
  if (typeof detail.skipped === 'number') add('skipped', format.count(detail.skipped));
  if (typeof detail.webhookId === 'number') add('webhookId', `#${detail.webhookId}`);
  if (typeof detail.segmentId === 'number') add('segmentId', `#${detail.segmentId}`);
  if (typeof detail.automationId === 'number') add('automationId', `#${detail.automationId}`);
  if (typeof detail.url === 'string') add('url', detail.url);
  add(
    'events',
    list(detail.events, (e) => e),
  );
  add(
    'fields',
    list(detail.fields, (f) => t(`audit.field.${f}`, { defaultValue: f })),
  );
  add(
    'granted',
    list(detail.granted, (p) => t(`employees.${p}`)),
  );
  add(
    'revoked',
    list(detail.revoked, (p) => t(`employees.${p}`)),
  );
  return parts;
}
