import { type Customer, clientCode } from '@premia/contract';
import { and, asc, desc, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/database.ts';
import { customerLevels, locations, users } from '../../../db/schema.ts';
import { escapeLike, foldText } from '../../../lib/text.ts';
import { customers } from './customers.table.ts';

const creators = alias(users, 'creators');

const customerColumns = {
  c: customers,
  levelName: customerLevels.name,
  levelColor: customerLevels.color,
  locationName: locations.name,
  creatorFirst: creators.firstName,
  creatorLast: creators.lastName,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(customerColumns)
    .from(customers)
    .leftJoin(customerLevels, eq(customerLevels.id, customers.levelId))
    .leftJoin(locations, eq(locations.id, customers.registrationLocationId))
    .leftJoin(creators, eq(creators.id, customers.createdByUserId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toCustomer(row: Row): Customer {
  const c = row.c;
  return {
    id: c.id,
    clientCode: clientCode(c.id)!,
    firstName: c.firstName,
    lastName: c.lastName,
    name: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    mobile: c.mobile,
    phoneCode: c.phoneCode,
    birthday: c.birthday,
    notes: c.notes,
    marketingConsent: c.marketingConsent,
    balance: c.balance,
    level:
      c.levelId && row.levelName
        ? { id: c.levelId, name: row.levelName, color: row.levelColor ?? '#8c8c8c' }
        : null,
    registrationLocation:
      c.registrationLocationId && row.locationName
        ? { id: c.registrationLocationId, name: row.locationName }
        : null,
    createdBy:
      c.createdByUserId && row.creatorFirst
        ? { id: c.createdByUserId, name: `${row.creatorFirst} ${row.creatorLast ?? ''}`.trim() }
        : null,
    createdAt: c.createdAt.toISOString(),
  };
}

const live = (storeId: number) => and(eq(customers.storeId, storeId), isNull(customers.deletedAt));

export async function findCustomer(db: DbOrTx, storeId: number, id: number): Promise<Customer | undefined> {
  const [row] = await baseQuery(db)
    .where(and(live(storeId), eq(customers.id, id)))
    .limit(1)
    .prepare('customer_by_id')
    .execute();
  return row && toCustomer(row);
}

/** The mobile as stored, or the same digits with the customer's country code in front (51950962468). */
function mobileIs(digits: string): SQL {
  return sql`(${customers.mobile} = ${digits} or (${customers.mobile} in (substr(${digits}, 2), substr(${digits}, 3), substr(${digits}, 4))
    and ${customers.searchText} like ${`%${escapeLike(digits)}%`}))`;
}

export async function findCustomerBy(
  db: DbOrTx,
  storeId: number,
  key: { id: number } | { mobile: string } | { email: string },
): Promise<Customer | undefined> {
  const where =
    'id' in key
      ? eq(customers.id, key.id)
      : 'mobile' in key
        ? mobileIs(key.mobile)
        : eq(customers.email, key.email);
  const [row] = await baseQuery(db)
    .where(and(live(storeId), where))
    .limit(1);
  return row && toCustomer(row);
}

/** The store's live customers of these ids (the ids a client code typed in any case may name), by id. */
export async function findCustomersByIds(db: DbOrTx, storeId: number, ids: number[]): Promise<Customer[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db)
    .where(and(live(storeId), inArray(customers.id, ids)))
    .orderBy(asc(customers.id));
  return rows.map(toCustomer);
}

interface CustomerFilters {
  q?: string | undefined;
  levelId?: number | null | undefined;
  locationId?: number | null | undefined;
  marketingConsent?: boolean | undefined;
}

function filterSql(storeId: number, f: CustomerFilters): SQL {
  const parts: (SQL | undefined)[] = [live(storeId)];
  if (f.q) parts.push(sql`${customers.searchText} like ${`%${escapeLike(searchKey(f.q))}%`}`);
  if (f.levelId) parts.push(eq(customers.levelId, f.levelId));
  if (f.locationId) parts.push(eq(customers.registrationLocationId, f.locationId));
  if (f.marketingConsent !== undefined) parts.push(eq(customers.marketingConsent, f.marketingConsent));
  return and(...parts)!;
}

export async function listCustomers(
  db: DbOrTx,
  storeId: number,
  filters: CustomerFilters,
  page: { page: number; pageSize: number; sort: 'name' | 'balance' | 'createdAt'; order: 'asc' | 'desc' },
) {
  const where = filterSql(storeId, filters);
  const dir = page.order === 'desc' ? desc : asc;
  const sortColumn =
    page.sort === 'balance'
      ? customers.balance
      : page.sort === 'createdAt'
        ? customers.createdAt
        : customers.sortName;
  const [rows, [count]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(dir(sortColumn), dir(customers.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { customers: rows.map(toCustomer), total: count?.n ?? 0 };
}

/**
 * The text a search looks for in the keys the database computes (0039_customer_search_keys.sql): what
 * reads as a phone number ("+51 950 962 468", "950-962-468") is its digits, anything else is folded.
 */
export function searchKey(q: string): string {
  return /^[\d\s+().-]+$/.test(q) && /\d{3}/.test(q.replace(/\D/g, '')) ? q.replace(/\D/g, '') : foldText(q);
}

/** Rows whose key (read in byte order, as its index is) starts with `folded`. */
function startsWith(key: SQL, folded: string): SQL {
  return sql`(${key} >= ${folded} and ${key} < ${`${folded}\u{10FFFF}`})`;
}

/**
 * What the contains step asks the trigram index for. Most mobiles share their first digits (every
 * Peruvian mobile starts with 9, a store's customers share an operator's prefixes), so those trigrams
 * list nearly every customer and reading them cost ten times the rest of the search; the last five
 * digits of a number are rare. The whole text is then checked on the few rows they give.
 */
function trigramKey(folded: string): string {
  return /^\d{6,}$/.test(folded) ? folded.slice(-5) : folded;
}

/**
 * Search as a cashier types, in up to three steps that each read an index in order and stop at
 * `limit`, each taking only the room the previous ones left:
 * 1. names that start with the text, first name first ("ana r" → Ana Ramírez), by name;
 * 2. last names that start with the text ("garcia diaz" → Ana García Díaz), by last name then first;
 * 3. from three letters on, names, emails and mobiles that contain it anywhere (trigram), by name.
 * Each step leaves out what an earlier one matched, so a customer is listed once. The two ranges are
 * named statements (planned once per connection: their plan does not depend on the text); the
 * contains step is planned each time, as its best plan does (walk the name order or the trigrams).
 */
export async function searchCustomers(
  db: DbOrTx,
  storeId: number,
  q: string,
  limit = 20,
): Promise<Customer[]> {
  const folded = searchKey(q);
  const byName = sql`(${customers.sortName} collate "C")`;
  const byLastName = sql`(${customers.lastFirst} collate "C")`;
  const firstStarts = startsWith(byName, folded);
  const lastStarts = startsWith(byLastName, folded);
  const found = await baseQuery(db)
    .where(and(live(storeId), firstStarts))
    .orderBy(byName, asc(customers.id))
    .limit(limit)
    .prepare('customer_search_first_names')
    .execute();
  if (found.length < limit) {
    found.push(
      ...(await baseQuery(db)
        .where(and(live(storeId), lastStarts, not(firstStarts)))
        .orderBy(byLastName, asc(customers.id))
        .limit(limit - found.length)
        .prepare('customer_search_last_names')
        .execute()),
    );
  }
  if (folded.length >= 3 && found.length < limit) {
    found.push(
      ...(await baseQuery(db)
        .where(
          and(
            live(storeId),
            sql`${customers.searchText} like ${`%${escapeLike(trigramKey(folded))}%`}`,
            trigramKey(folded) === folded ? undefined : sql`strpos(${customers.searchText}, ${folded}) > 0`,
            not(firstStarts),
            not(lastStarts),
          ),
        )
        .orderBy(byName, asc(customers.id))
        .limit(limit - found.length)),
    );
  }
  return found.map(toCustomer);
}

export async function insertCustomer(db: DbOrTx, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  return row!.id;
}

export async function updateCustomer(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: Pick<typeof customers.$inferInsert, 'firstName' | 'lastName'> &
    Partial<typeof customers.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set(values)
    .where(and(live(storeId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Sets the customer's birthday only if it is empty (the wallet's set-once: a concurrent first one stays). */
export async function fillBirthday(db: DbOrTx, storeId: number, id: number, birthday: string): Promise<void> {
  await db
    .update(customers)
    .set({ birthday: sql`coalesce(${customers.birthday}, ${birthday}::date)` })
    .where(and(live(storeId), eq(customers.id, id)));
}

/**
 * The customer proved `email` is theirs (a wallet code, a confirmation link): marketing mail may go to
 * it while it stays their address. Nothing changes when their address is another one by now.
 */
export async function markMailConfirmed(db: DbOrTx, id: number, email: string): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ mailConfirmedEmail: email })
    .where(and(eq(customers.id, id), isNull(customers.deletedAt), sql`${customers.email} = ${email}::citext`))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Erases a customer's personal data; the row stays for the ledger's accounts. */
export async function eraseCustomer(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({
      firstName: 'Cliente eliminado',
      lastName: '',
      email: null,
      mobile: null,
      phoneCode: null,
      birthday: null,
      notes: null,
      marketingConsent: false,
      deletedAt: sql`now()`,
    })
    .where(and(live(storeId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}
