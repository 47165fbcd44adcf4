import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import {
  customerLevels,
  customers,
  ledgerEntries,
  locations,
  redemptions,
  rewards,
  stores,
  users,
} from '../../../db/schema.ts';
import { systemText } from '../../../lib/system-text.ts';
import { consentsFromSummary } from '../customers/index.ts';
import { rebuildDailyStats, rebuildMonthEarnings } from '../ledger/index.ts';

const FIRST = [
  'José',
  'María',
  'Luis',
  'Rosa',
  'Carlos',
  'Lucía',
  'Jorge',
  'Carmen',
  'Miguel',
  'Ana',
  'Diego',
  'Sofía',
  'Andrés',
  'Valeria',
  'Renzo',
  'Camila',
  'Álvaro',
  'Fiorella',
  'Martín',
  'Milagros',
  'César',
  'Daniela',
  'Raúl',
  'Ximena',
  'Óscar',
  'Gabriela',
  'Héctor',
  'Natalia',
  'Iván',
  'Patricia',
];
const LAST = [
  'Quispe',
  'Flores',
  'Sánchez',
  'Rodríguez',
  'García',
  'Huamán',
  'Chávez',
  'Ramírez',
  'Torres',
  'Mendoza',
  'Vásquez',
  'Castillo',
  'Rojas',
  'Gutiérrez',
  'Ñahui',
  'Paredes',
  'Salazar',
  'Cárdenas',
  'Espinoza',
  'Díaz',
  'Gálvez',
  'Montoya',
  'Zúñiga',
  'Aguilar',
];
const TICKET_SERIES = ['B001', 'B002', 'F001'];

/** A small seeded random generator, so that every demo database is the same. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

const WELCOME = systemText('ledger.welcome');
const welcome = { reason: WELCOME.text, reasonCode: WELCOME.code, reasonParams: WELCOME.params };

/** A demo store's loyalty: its levels and rewards, and how many customers, from which country. */
export interface LoyaltyDemo {
  /** The random generator's seed: every demo database is the same. */
  seed: number;
  customers: number;
  levels: { name: string; minPoints: number; color: string; benefits: string }[];
  rewards: {
    name: string;
    description?: string;
    pointsCost: number;
    stock?: number;
    limitPerCustomer?: number;
  }[];
  /** A purchase's amount, in cents of the store's currency: from `min`, up to `min + spread`. */
  amountCents: { min: number; spread: number };
  /** The customers' mail domain and a mobile number of the store's country. */
  mailDomain: string;
  mobile: (i: number) => string;
}

/** Café Aurora's: three levels, six rewards, 200 customers in Lima. */
const CAFE_AURORA_LOYALTY: LoyaltyDemo = {
  seed: 20_26,
  customers: 200,
  levels: [
    {
      name: 'Bronce',
      minPoints: 0,
      color: '#cd7f32',
      benefits: 'Acumula puntos en cada compra.',
    },
    {
      name: 'Plata',
      minPoints: 150,
      color: '#8c8c8c',
      benefits: 'Un café gratis en su cumpleaños.',
    },
    {
      name: 'Oro',
      minPoints: 400,
      color: '#d4a017',
      benefits: '10% de descuento en pastelería.',
    },
  ],
  rewards: [
    { name: 'Café americano', description: 'Un americano de 12 oz.', pointsCost: 50 },
    { name: 'Croissant de mantequilla', description: 'Recién horneado.', pointsCost: 60 },
    { name: 'Capuchino', description: 'Con leche entera o vegetal.', pointsCost: 80 },
    { name: 'Tajada de torta de chocolate', pointsCost: 120 },
    {
      name: 'Desayuno Aurora',
      description: 'Café, jugo y sándwich de la casa.',
      pointsCost: 250,
      stock: 20,
      limitPerCustomer: 2,
    },
    { name: 'Bolsa de café en grano 250 g', description: 'Origen Villa Rica.', pointsCost: 400, stock: 10 },
  ],
  amountCents: { min: 800, spread: 7700 },
  mailDomain: 'correo.pe',
  mobile: (i) => `9${String(10_000_000 + i * 37_171).slice(0, 8)}`,
};

/** Levels, rewards, customers and 90 days of purchases and redemptions for a demo store. */
export async function seedLoyaltyDemo(
  tx: Tx,
  storeId: number,
  demo: LoyaltyDemo = CAFE_AURORA_LOYALTY,
): Promise<void> {
  const rnd = random(demo.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  const staff = await tx
    .select({ id: users.id, locationId: users.locationId })
    .from(users)
    .where(and(eq(users.storeId, storeId), sql`${users.deletedAt} is null`));
  const places = await tx.select({ id: locations.id }).from(locations).where(eq(locations.storeId, storeId));
  if (!store || staff.length === 0 || places.length === 0) return;

  await tx
    .insert(customerLevels)
    .values(demo.levels.map((level, position) => ({ ...level, storeId, position })));
  const rewardRows = await tx
    .insert(rewards)
    .values(demo.rewards.map((reward) => ({ ...reward, storeId })))
    .returning({ id: rewards.id, cost: rewards.pointsCost, name: rewards.name, stock: rewards.stock });

  const now = Date.now();
  const people = Array.from({ length: demo.customers }, (_, i) => {
    const firstName = pick(FIRST);
    const lastName = `${pick(LAST)} ${pick(LAST)}`;
    const plain = `${firstName}.${lastName.split(' ')[0]}`
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    const createdAt = new Date(now - Math.floor(rnd() * 120 * DAY));
    const creator = pick(staff);
    return {
      storeId,
      firstName,
      lastName,
      email: rnd() < 0.6 ? `${plain}${i}@${demo.mailDomain}` : null,
      mobile: rnd() < 0.85 ? demo.mobile(i) : null,
      phoneCode: store.phoneCode,
      birthday:
        rnd() < 0.5
          ? `19${60 + Math.floor(rnd() * 45)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`
          : null,
      marketingConsent: rnd() < 0.7,
      registrationLocationId: creator.locationId ?? places[0]!.id,
      createdByUserId: creator.id,
      createdAt,
    };
  });
  const inserted = await tx
    .insert(customers)
    .values(people)
    .returning({ id: customers.id, createdAt: customers.createdAt });
  // Their marketing consent, channel by channel, as the back office's checkbox gives it.
  await consentsFromSummary(tx, storeId, 'back-office');

  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  const redeemed: {
    customerId: number;
    rewardId: number;
    cost: number;
    at: Date;
    userId: number;
    locationId: number | null;
    index: number;
  }[] = [];
  const stock = new Map(rewardRows.map((r) => [r.id, r.stock]));
  const balances = new Map<number, number>();
  let ticket = 1000;
  for (const c of inserted) {
    let balance = store.welcomePoints;
    const creator = pick(staff);
    entries.push({
      storeId,
      customerId: c.id,
      kind: 'welcome',
      points: store.welcomePoints,
      ...welcome,
      userId: creator.id,
      locationId: creator.locationId,
      createdAt: c.createdAt,
    });
    const since = Math.max(c.createdAt.getTime(), now - 90 * DAY);
    const visits = Math.floor(rnd() * 16);
    const times = Array.from({ length: visits }, () => since + rnd() * (now - since - 3_600_000)).sort(
      (a, b) => a - b,
    );
    for (const time of times) {
      const at = new Date(time);
      const cashier = pick(staff);
      const amountCents = demo.amountCents.min + Math.floor(rnd() * demo.amountCents.spread);
      const points = Math.floor((amountCents * store.conversionPoints) / store.conversionMoneyCents);
      if (points > 0) {
        balance += points;
        entries.push({
          storeId,
          customerId: c.id,
          kind: 'purchase',
          points,
          amountCents,
          ticketNumber: `${pick(TICKET_SERIES)}-${ticket++}`,
          userId: cashier.id,
          locationId: cashier.locationId,
          createdAt: at,
        });
      }
      const reward = pick(rewardRows);
      const left = stock.get(reward.id);
      if (
        balance >= reward.cost &&
        rnd() < 0.35 &&
        redeemed.length < 45 &&
        (left === null || (left ?? 0) > 0)
      ) {
        balance -= reward.cost;
        if (left !== null && left !== undefined) stock.set(reward.id, left - 1);
        const redeemAt = new Date(time + 60_000);
        entries.push({
          storeId,
          customerId: c.id,
          kind: 'redemption',
          points: -reward.cost,
          rewardId: reward.id,
          reason: reward.name,
          userId: cashier.id,
          locationId: cashier.locationId,
          createdAt: redeemAt,
        });
        redeemed.push({
          customerId: c.id,
          rewardId: reward.id,
          cost: reward.cost,
          at: redeemAt,
          userId: cashier.id,
          locationId: cashier.locationId,
          index: entries.length - 1,
        });
      }
    }
    balances.set(c.id, balance);
  }

  const ids: number[] = [];
  for (let i = 0; i < entries.length; i += 500) {
    const rows = await tx
      .insert(ledgerEntries)
      .values(entries.slice(i, i + 500))
      .returning({ id: ledgerEntries.id });
    ids.push(...rows.map((r) => r.id));
  }
  if (redeemed.length) {
    await tx.insert(redemptions).values(
      redeemed.map((r, i) => ({
        storeId,
        customerId: r.customerId,
        rewardId: r.rewardId,
        ledgerEntryId: ids[r.index]!,
        points: r.cost,
        allowance: i < store.redeemFree ? ('free' as const) : ('bought' as const),
        userId: r.userId,
        locationId: r.locationId,
        createdAt: r.at,
      })),
    );
  }
  for (const [rewardId, left] of stock) {
    if (left !== null && left !== undefined)
      await tx.update(rewards).set({ stock: left }).where(eq(rewards.id, rewardId));
  }
  for (const [customerId, balance] of balances) {
    await tx.update(customers).set({ balance }).where(eq(customers.id, customerId));
  }
  await tx.update(stores).set({ redeemUsed: redeemed.length }).where(eq(stores.id, storeId));
  await rebuildMonthEarnings(tx, storeId);
  await rebuildDailyStats(tx, storeId);
}
