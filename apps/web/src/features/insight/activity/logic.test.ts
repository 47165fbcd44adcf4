import type { LedgerEntry } from '@premia/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { activityCsv, allPages, csvName, filterInput } from './logic';

// Keys stand for themselves, so the test sees which text goes where.
const t = ((key: string) => key) as unknown as TFunction;

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  customerId: 7,
  customerName: 'Ana Pérez',
  clientCode: 'A7',
  kind: 'purchase',
  points: 12,
  amount: 45.559,
  ticketNumber: 'B001-1',
  duplicateTicket: false,
  reason: null,
  reasonCode: null,
  reasonParams: null,
  reward: null,
  employee: { id: 2, name: 'Carlos Ruiz' },
  location: { id: 3, name: 'Aurora Miraflores' },
  till: null,
  reversesEntryId: null,
  reversedByEntryId: null,
  createdAt: '2026-10-05T15:04:00.000Z',
  ...over,
});

describe('filterInput', () => {
  it('sends only what is set', () => {
    expect(filterInput({ range: null, locationId: null, employeeId: null, customerId: null })).toEqual({});
    expect(
      filterInput({
        range: { startDate: '2026-10-01', endDate: '2026-10-31' },
        locationId: 3,
        employeeId: null,
        customerId: 9,
      }),
    ).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31', locationId: 3, customerId: 9 });
  });
});

describe('activityCsv', () => {
  it('starts with a BOM and the header, truncates money and ends rows with CRLF', () => {
    const text = activityCsv([entry({})], 'purchases', t, 'America/Lima');
    expect(text.startsWith('\uFEFFactivity.colWhen,activity.colCode,activity.colCustomer')).toBe(true);
    const [, row] = text.slice(1).split('\r\n');
    expect(row?.startsWith('2026-10-05 10:04,A7,Ana Pérez,loyalty.kinds.purchase,')).toBe(true);
    expect(row).toContain(',12,45.55,B001-1,Carlos Ruiz,Aurora Miraflores');
    expect(text.endsWith('\r\n')).toBe(true);
  });
  it('neutralises formula cells and quotes commas and quotes', () => {
    const text = activityCsv(
      [
        entry({
          customerName: '=HYPERLINK("x")',
          ticketNumber: '+51, "caja"',
          duplicateTicket: false,
          location: { id: 1, name: '@local' },
        }),
      ],
      'purchases',
      t,
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain(`"'+51, ""caja"""`);
    expect(text).toContain(`,'@local\r\n`);
  });
  it('has the reward column for redemptions, not the amount', () => {
    const text = activityCsv(
      [entry({ kind: 'redemption', points: -50, amount: null, reward: { id: 4, name: 'Café gratis' } })],
      'redeemeds',
      t,
    );
    const [header, row] = text.slice(1).split('\r\n');
    expect(header).toContain('activity.colReward');
    expect(header).not.toContain('activity.colAmount');
    expect(row).toContain(',-50,Café gratis,Carlos Ruiz,');
  });
});

describe('allPages', () => {
  it('reads 100 at a time until the total, reporting each page', async () => {
    const asked: number[] = [];
    const seen: [number, number][] = [];
    const rows = await allPages(
      async (page, pageSize) => {
        asked.push(page);
        const from = (page - 1) * pageSize;
        return {
          rows: Array.from({ length: Math.min(pageSize, 230 - from) }, (_, i) => from + i),
          total: 230,
        };
      },
      (loaded, total) => seen.push([loaded, total]),
    );
    expect(rows).toHaveLength(230);
    expect(rows[229]).toBe(229);
    expect(asked).toEqual([1, 2, 3]);
    expect(seen).toEqual([
      [100, 230],
      [200, 230],
      [230, 230],
    ]);
  });

  it('stops at a full last page that reaches the total, and at an empty list', async () => {
    const full = await allPages(async (page) => ({
      rows: page === 1 ? Array(100).fill('x') : [],
      total: 100,
    }));
    expect(full).toHaveLength(100);
    expect(await allPages(async () => ({ rows: [], total: 0 }))).toEqual([]);
  });
});

describe('csvName', () => {
  it('names the file after the tab and the range, or the tab alone without one', () => {
    expect(csvName('purchases', t, { startDate: '2026-10-01', endDate: '2026-10-31' })).toBe(
      'activity.file.purchases-2026-10-01_2026-10-31.csv',
    );
    expect(csvName('reviews', t, undefined)).toBe('activity.file.reviews.csv');
  });
});
