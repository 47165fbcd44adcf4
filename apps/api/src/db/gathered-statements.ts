import pg from 'pg';
import { isDeadlock } from '../lib/pg-errors.ts';

/** A named statement to run (named-query.ts). */
interface Statement {
  name: string;
  text: string;
  values: unknown[];
  /** The statement's first row lock (the customer's id): a round takes its rows in this order. */
  lockOrder: number;
  /**
   * It writes the store's own row (a redemption's allowance), after its customer's. A round with such a
   * statement first locks all its customers, in id order, as a redemption on its own takes its one
   * customer before the store's row; and two such rounds never go at once. So a round never holds the
   * store's row while it waits for a customer that another round or a transaction holds while it waits
   * for the store's row.
   */
  writesStoreRow?: boolean;
}

/** A statement and who waits for its answer. */
interface Waiting extends Statement {
  resolve: (result: pg.QueryResult) => void;
  reject: (error: unknown) => void;
}

/** Statements sent together at most: one transaction holds their rows' locks until it commits. */
const MOST_PER_ROUND = 10;
/** Rounds of one store on the wire at once: one round's statements go while the next gathers. */
const ROUNDS_AT_ONCE = 2;
/**
 * Statements that must be waiting for a second round to go while the first is on the wire; fewer wait
 * for it to come back (a round of one or two saves little and takes a connection and a commit).
 */
const ENOUGH_FOR_ANOTHER_ROUND = 3;

/** Tries of a statement on its own that PostgreSQL undoes to end a deadlock. */
const DEADLOCK_TRIES = 3;

/** What the rounds sent so far (tests read it). */
export const gatheredCounts = { rounds: 0, statements: 0, roundsRetriedOneByOne: 0 };

let tellUndoneRound: (error: unknown, statements: number) => void = () => {};
/** Where a round undone and sent again one by one is told (the app's log): it costs its statements twice. */
export function tellUndoneRoundsTo(listener: (error: unknown, statements: number) => void) {
  tellUndoneRound = listener;
}

/** A value as one SQL literal, the text node-postgres would send for it; null when it has no plain text. */
function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      // (a NUL would end the round's text early; PostgreSQL refuses it in text anyway)
      return value.includes('\u0000') ? null : pg.escapeLiteral(value);
    case 'number':
    case 'bigint':
    case 'boolean':
      return pg.escapeLiteral(String(value));
  }
  return Buffer.isBuffer(value) ? pg.escapeLiteral(`\\x${value.toString('hex')}`) : null;
}

/** The SQL-level name a named statement has on a connection (protocol-level names are node-postgres's own). */
const sqlNameOf = (name: string) => `g_${name}`;
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * The statements of one store that arrive while its earlier ones are on the wire, sent together: one
 * round trip and one commit for up to MOST_PER_ROUND calls, each statement still its own (it sees the
 * ones before it in the round, as separate statements of one transaction do). A call alone is sent at
 * once, as it would be without gathering. When any statement of a round fails, the round is undone as
 * a whole (one transaction) and its statements are sent again one by one, so each caller gets its own
 * answer or error and nothing is written twice. A round takes its customers in id order, so two rounds
 * never wait for each other's customers; when PostgreSQL still undoes a round or a statement to end a
 * deadlock (on rows other writers also take), the round goes one by one and a statement is sent again.
 */
class Gatherer {
  private readonly waiting: Waiting[] = [];
  private onTheWire = 0;
  /** Whether a round on the wire writes the store's row (Statement's writesStoreRow). */
  private storeRowOnTheWire = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly storeId: number,
    private readonly onIdle: () => void,
  ) {}

  run(statement: Statement): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...statement, resolve, reject });
      this.send();
    });
  }

  private send() {
    while (this.waiting.length > 0 && this.onTheWire < ROUNDS_AT_ONCE) {
      const round = this.nextRound();
      if (!round) return;
      const writesStoreRow = round.some((w) => w.writesStoreRow);
      this.onTheWire++;
      if (writesStoreRow) this.storeRowOnTheWire = true;
      void this.sendRound(round).finally(() => {
        this.onTheWire--;
        if (writesStoreRow) this.storeRowOnTheWire = false;
        if (this.waiting.length > 0) this.send();
        else if (this.onTheWire === 0) this.onIdle();
      });
    }
  }

  /**
   * The next round taken from the waiting statements, in their order, leaving those that write the
   * store's row while a round that does is on the wire; null when too few can go beside a round on the
   * wire. In lock order (a stable sort: one customer's calls keep theirs), so that two rounds never
   * wait for each other's customers.
   */
  private nextRound(): Waiting[] | null {
    const can = (w: Waiting) => !(w.writesStoreRow && this.storeRowOnTheWire);
    const ready = this.waiting.filter(can).slice(0, MOST_PER_ROUND);
    if (ready.length === 0 || (this.onTheWire > 0 && ready.length < ENOUGH_FOR_ANOTHER_ROUND)) return null;
    const taken = new Set(ready);
    const left = this.waiting.filter((w) => !taken.has(w));
    this.waiting.splice(0, this.waiting.length, ...left);
    return ready.sort((a, b) => a.lockOrder - b.lockOrder);
  }

  private async sendRound(round: Waiting[]) {
    const literals = round.length > 1 ? round.map((w) => w.values.map(literalOf)) : null;
    if (!literals || literals.some((values) => values.includes(null))) {
      await Promise.all(round.map((w) => this.sendAlone(w)));
      return;
    }
    gatheredCounts.rounds++;
    gatheredCounts.statements += round.length;
    let results: pg.QueryResult[];
    try {
      results = await this.sendTogether(round, literals as string[][]);
    } catch (error) {
      gatheredCounts.roundsRetriedOneByOne++;
      tellUndoneRound(error, round.length);
      for (const w of round) await this.sendAlone(w);
      return;
    }
    for (const [i, w] of round.entries()) w.resolve(results[i]!);
  }

  /** One statement on its own; sent again when PostgreSQL undid it to end a deadlock (nothing was written). */
  private async sendAlone(w: Waiting) {
    for (let attempt = 1; ; attempt++) {
      try {
        w.resolve(await this.pool.query({ name: w.name, text: w.text, values: w.values }));
        return;
      } catch (error) {
        if (attempt < DEADLOCK_TRIES && isDeadlock(error)) continue;
        w.reject(error);
        return;
      }
    }
  }

  /** The round as one simple query (one implicit transaction), each statement prepared once per connection. */
  private async sendTogether(round: Waiting[], literals: string[][]): Promise<pg.QueryResult[]> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      let prepared = preparedOn.get(client);
      if (!prepared) {
        prepared = new Set();
        preparedOn.set(client, prepared);
      }
      for (const w of round) {
        if (prepared.has(w.name)) continue;
        await client.query(`prepare ${sqlNameOf(w.name)} as ${w.text}`);
        prepared.add(w.name);
      }
      const executes = round.map((w, i) => `execute ${sqlNameOf(w.name)}(${literals[i]!.join(',')})`);
      const locksFirst = round.some((w) => w.writesStoreRow);
      if (locksFirst) executes.unshift(customersLocked(this.storeId, round));
      const answer = (await client.query(executes.join(';\n'))) as unknown as
        | pg.QueryResult
        | pg.QueryResult[];
      const answers = Array.isArray(answer) ? answer : [answer];
      return locksFirst ? answers.slice(1) : answers;
    } catch (error) {
      // A connection that failed mid-way is not given back to the pool.
      if (!(error instanceof Error && 'severity' in error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

/** Locks a round's customers (its statements' lockOrder) in id order, as each of its statements does. */
function customersLocked(storeId: number, round: Statement[]): string {
  const ids = [...new Set(round.map((w) => Math.trunc(w.lockOrder)))].join(',');
  return `select from customers where store_id = ${Math.trunc(storeId)} and id in (${ids}) order by id for no key update`;
}

const gatherers = new WeakMap<pg.Pool, Map<number, Gatherer>>();

/**
 * Runs a named statement of `storeId` on `pool`, gathered with the store's other statements that arrive
 * while its earlier ones are on the wire (see Gatherer). Only for statements that write nothing when
 * they refuse (they answer why), so that a refusal never undoes the round.
 */
export function runGathered(pool: pg.Pool, storeId: number, statement: Statement): Promise<pg.QueryResult> {
  let byStore = gatherers.get(pool);
  if (!byStore) {
    byStore = new Map();
    gatherers.set(pool, byStore);
  }
  let gatherer = byStore.get(storeId);
  if (!gatherer) {
    const stores = byStore;
    gatherer = new Gatherer(pool, storeId, () => stores.delete(storeId));
    stores.set(storeId, gatherer);
  }
  return gatherer.run(statement);
}
