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
/**
 * Rounds of one store on the wire at once: the next gathers while they run, and PostgreSQL has work
 * while one of them commits (with two, the cores idled about a tenth of the time under load).
 */
const ROUNDS_AT_ONCE = 3;
/**
 * Statements that must be waiting for another round to go while one is on the wire; fewer wait for it
 * to come back (a round of one or two saves little and takes a connection and a commit).
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

/** A value as node-postgres sends it (text, or bytes for a Buffer); undefined when it has no plain form. */
type WireValue = string | Buffer | null;
function wireValueOf(value: unknown): WireValue | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
  }
  return Buffer.isBuffer(value) ? value : undefined;
}

/** The protocol-level name a round's statement has on a connection (node-postgres's own names differ). */
const roundNameOf = (name: string) => `r_${name}`;
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** node-postgres's wire connection, as a submitted query is handed it. */
type Wire = {
  parse(query: { name: string; text: string }): void;
  bind(config: { statement: string; values: WireValue[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
};
/** A query node-postgres sends by the extended protocol, by its prepare() (queryMode is not in its types). */
const extended = (text: string) => ({ text, queryMode: 'extended' }) as pg.QueryConfig;
type Done = (error: Error | undefined, result: pg.QueryResult | pg.QueryResult[]) => void;

/** Prepares a statement on a connection under its round name, without running it. */
class Preparing extends pg.Query {
  constructor(
    private readonly statement: { name: string; text: string },
    done: Done,
  ) {
    super(extended(statement.text), done as never);
  }

  /** Called by node-postgres when the query goes on the wire (lib/query.js). */
  prepare(wire: Wire) {
    wire.parse(this.statement);
    wire.sync();
  }
}

/**
 * A round as one pipeline of the extended protocol: each prepared statement bound to its values and
 * executed, then one Sync, so one implicit transaction and one round trip; node-postgres gathers one
 * result per statement, as for a simple query of several statements. An unnamed first statement (the
 * customers' locks) may lead it.
 */
class Round extends pg.Query {
  constructor(
    private readonly lead: string | null,
    private readonly statements: { name: string; values: WireValue[] }[],
    done: Done,
  ) {
    super(extended('round'), done as never);
  }

  prepare(wire: Wire) {
    if (this.lead) {
      wire.parse({ name: '', text: this.lead });
      this.run(wire, '', []);
    }
    for (const { name, values } of this.statements) this.run(wire, name, values);
    wire.sync();
  }

  private run(wire: Wire, statement: string, values: WireValue[]) {
    wire.bind({ statement, values });
    wire.describe({ type: 'P', name: '' });
    wire.execute({ portal: '', rows: 0 });
  }
}

/** Sends a submitted query on a client; its answer, or its error. */
function submit<T>(client: pg.PoolClient, make: (done: Done) => pg.Query): Promise<T> {
  return new Promise((resolve, reject) => {
    client.query(make((error, result) => (error ? reject(error) : resolve(result as T))));
  });
}

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
    const values = round.length > 1 ? round.map((w) => w.values.map(wireValueOf)) : null;
    if (!values || values.some((v) => v.includes(undefined))) {
      await Promise.all(round.map((w) => this.sendAlone(w)));
      return;
    }
    gatheredCounts.rounds++;
    gatheredCounts.statements += round.length;
    let results: pg.QueryResult[];
    try {
      results = await this.sendTogether(round, values as WireValue[][]);
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

  /** The round as one pipeline (Round), each statement prepared once per connection. */
  private async sendTogether(round: Waiting[], values: WireValue[][]): Promise<pg.QueryResult[]> {
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
        await submit(client, (done) => new Preparing({ name: roundNameOf(w.name), text: w.text }, done));
        prepared.add(w.name);
      }
      const lead = round.some((w) => w.writesStoreRow) ? customersLocked(this.storeId, round) : null;
      const statements = round.map((w, i) => ({ name: roundNameOf(w.name), values: values[i]! }));
      const answer = await submit<pg.QueryResult | pg.QueryResult[]>(
        client,
        (done) => new Round(lead, statements, done),
      );
      const answers = Array.isArray(answer) ? answer : [answer];
      return lead ? answers.slice(1) : answers;
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
