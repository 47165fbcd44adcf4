import {
  type AdminEntity,
  type Audience,
  audienceOf,
  audiences,
  clientCode,
  MAX_UPLOAD_BYTES,
  type RouteDef,
  type RoutePath,
  routes,
  type StoreEntity,
} from '@premia/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { findActiveSession } from '../src/features/account/auth/auth.repository.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { assertAccess } from '../src/plugins/access.ts';
import { brandWalks } from './brand-walks.ts';
import { type TestApp, useTestApp } from './build-test-app.ts';
import {
  createCustomerSession,
  createEmployee,
  createStore,
  customerEntityFactories,
  entityFactories,
  TEST_PASSWORD,
  walletExampleData,
} from './factories.ts';
import { pngHeader } from './images.ts';

/**
 * Every route of every audience's table, walked: 401 without a valid token, 403 for the wrong kind of
 * user (a customer outside the wallet, anybody else inside it, a POS token outside the POS routes),
 * 404 for another store's ids (and nothing changed), and never a 5xx for malformed bodies. A route
 * joins this suite by being in a table. The walk is split into route-table.N.test.ts, so the test
 * workers share it (it was one file of four and a half minutes, which the suite's end waited on).
 */
const table = Object.entries(routes) as [RoutePath, RouteDef][];
// planId of the store's own routes names a plan of the platform's list; clientId and paypalPlanId are PayPal's.
const GLOBAL_IDS = new Set([
  'countryId',
  'storeTypeId',
  'cityId',
  'currencyCode',
  'planId',
  'clientId',
  'paypalPlanId',
  'categoryId',
]);

type Field = { path: string[]; storeRef?: StoreEntity; adminRef?: AdminEntity };

/** The leaf fields of an input schema, with their storeRef() entity when declared. */
function fieldsOf(schema: z.ZodType, path: string[] = []): Field[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const meta = (schema as unknown as { meta(): Record<string, unknown> | undefined }).meta?.();
  if (meta?.storeRef) return [{ path, storeRef: meta.storeRef as StoreEntity }];
  if (meta?.adminRef) return [{ path, adminRef: meta.adminRef as AdminEntity }];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, v]) =>
        fieldsOf(v, [...path, k]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return fieldsOf(def.innerType as z.ZodType, path);
    case 'pipe':
      return fieldsOf(def.in as z.ZodType, path);
    case 'array':
      return fieldsOf(def.element as z.ZodType, [...path, '0']);
    default:
      return [{ path }];
  }
}

function setAt(body: Record<string, unknown>, path: string[], value: unknown) {
  let node = body as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}

const weird = fc.oneof(
  fc.string(),
  fc.string({ minLength: 300, maxLength: 2000 }),
  fc.constant('x'.repeat(200_000)),
  fc.integer(),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double(),
  fc.constantFrom(
    0.5,
    -1,
    1e308,
    -0,
    Number.MAX_SAFE_INTEGER,
    2 ** 31,
    '1',
    'NaN',
    '',
    ' ',
    '=1+1',
    '<script>',
  ),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.anything(), { maxKeys: 5 }),
);

/** How many malformed requests each route gets. */
const RUNS = 300;

/** A path with its `:params` filled in from the given values. */
function urlOf(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

const isContainer = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Every place in a body worth breaking: each prefix of the schema's leaf paths, and every node of the example. */
function pathsOf(def: RouteDef): string[][] {
  const found = new Map<string, string[]>();
  const add = (path: string[]) => path.length > 0 && found.set(JSON.stringify(path), path);
  for (const field of fieldsOf(def.input)) {
    for (let i = 1; i <= field.path.length; i++) add(field.path.slice(0, i));
  }
  const walk = (value: unknown, path: string[]) => {
    add(path);
    if (isContainer(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(def.example, []);
  return [...found.values()];
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), value);
}

type NestedOp = 'drop' | 'replace' | 'extra' | 'swap-kind' | 'huge';
interface Nested {
  at: string[];
  op: NestedOp;
  value: unknown;
  key: string;
  count: number;
}

/** Applies one mutation deep in a body, making the containers on the way when the example has none. */
function applyNested(body: Record<string, unknown>, example: unknown, m: Nested): void {
  let node: Record<string, unknown> = body;
  for (const [i, key] of m.at.slice(0, -1).entries()) {
    if (!isContainer(node[key])) node[key] = /^\d+$/.test(m.at[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = m.at[m.at.length - 1]!;
  const target = node[last];
  // Own properties even for "__proto__": JSON.stringify must send them.
  const put = (into: Record<string, unknown>, key: string, value: unknown) =>
    Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true });
  switch (m.op) {
    case 'drop':
      if (Array.isArray(node)) node.splice(Number(last), 1);
      else delete node[last];
      return;
    case 'replace':
      put(node, last, m.value);
      return;
    case 'extra':
      if (Array.isArray(target)) target.push(m.value);
      else if (isContainer(target)) put(target, m.key, m.value);
      else put(node, last, { [m.key]: m.value });
      return;
    case 'swap-kind':
      put(
        node,
        last,
        Array.isArray(target) ? { ...target } : isContainer(target) ? [target] : [target, target],
      );
      return;
    case 'huge': {
      // Many copies of the example's own (small) element: a long array, never a huge string copied many times.
      const original = valueAt(example, m.at);
      const element = Array.isArray(original) ? original[0] : original;
      const small = JSON.stringify(element ?? null).length <= 200 ? element : 1;
      put(
        node,
        last,
        Array.from({ length: m.count }, () => structuredClone(small)),
      );
      return;
    }
  }
}

const extraKey = fc.oneof(
  fc.string(),
  fc.constantFrom('storeId', 'userId', 'id', '__proto__', 'constructor', 'isAdmin'),
);

/** The options of an enum field (through optional, default and nullable), else none. */
function enumOptions(schema: z.ZodType | undefined): unknown[] {
  let node = schema as unknown as { _zod: { def: Record<string, unknown> }; options?: unknown[] } | undefined;
  while (node && ['optional', 'default', 'nullable'].includes(node._zod.def.type as string))
    node = node._zod.def.innerType as typeof node;
  return node?._zod.def.type === 'enum' ? (node.options ?? []) : [];
}

/** The example, and the example with each top-level enum field set to each of its other options (e.g. every bulk action). */
function examplesOf(def: RouteDef): Record<string, unknown>[] {
  const example = def.example as Record<string, unknown>;
  const shape = (def.input as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const variants = Object.entries(shape).flatMap(([key, field]) =>
    enumOptions(field)
      .filter((option) => option !== example[key])
      .map((option) => ({ ...example, [key]: option })),
  );
  return [example, ...variants];
}

/**
 * Malformed bodies: anything at the top; the valid example with top-level fields removed, replaced or
 * added; and the example broken deep down (nested objects and arrays: fields dropped, replaced or
 * added, an object where an array goes and the reverse, arrays of thousands of elements).
 */
function malformedBodies(def: RouteDef): fc.Arbitrary<unknown> {
  const example = def.example as Record<string, unknown>;
  const base = fc.constantFrom(...examplesOf(def));
  const keys = Object.keys(example);
  const mutated = fc
    .record({
      base,
      drop: fc.subarray(keys),
      replace: fc.dictionary(fc.constantFrom(...(keys.length ? keys : ['x'])), weird, { maxKeys: 3 }),
      extra: fc.dictionary(extraKey, weird, { maxKeys: 3 }),
    })
    .map(({ base, drop, replace, extra }) => {
      const body: Record<string, unknown> = { ...structuredClone(base), ...extra };
      for (const k of drop) delete body[k];
      Object.assign(body, replace);
      return body;
    });
  const paths = pathsOf(def);
  if (paths.length === 0)
    return fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: fc.anything(), weight: 1 });
  const nestedMutation: fc.Arbitrary<Nested> = fc.record({
    at: fc.constantFrom(...paths),
    op: fc.constantFrom<NestedOp>('drop', 'replace', 'extra', 'swap-kind', 'huge'),
    value: weird,
    key: extraKey,
    count: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 100, max: 5000 })),
  });
  const nested = fc
    .tuple(base, fc.array(nestedMutation, { minLength: 1, maxLength: 3 }))
    .map(([base, mutations]) => {
      const body = structuredClone(base);
      for (const m of mutations) applyNested(body, example, m);
      return body;
    });
  return fc.oneof(
    { arbitrary: mutated, weight: 3 },
    { arbitrary: nested, weight: 3 },
    { arbitrary: fc.anything(), weight: 1 },
  );
}

/** A request as sent: JSON, or multipart/form-data parts (text fields and files), to a filled-in path. */
type FuzzRequest =
  | { url: string; json: unknown }
  | { url: string; parts: { name: string; value: Buffer; filename?: string; type?: string }[] };

/** The first bytes of files a reader might recognise, cut short or followed by junk. */
const FILE_STARTS = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // PNG
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]), // JPEG
  Buffer.from('GIF89a'),
  Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]), // zip: an XLSX
  Buffer.from('\ufeffcliente,puntos,motivo\nA1,10,compra\n'),
  Buffer.from('cliente;puntos\n'),
];

/** A small PNG header that passes the image check: some requests should get through to a 200. */
const smallPng = pngHeader;

const smallFileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)),
  fc
    .tuple(fc.constantFrom(...FILE_STARTS), fc.uint8Array({ maxLength: 500 }))
    .map(([start, rest]) => Buffer.concat([start, Buffer.from(rest)])),
  fc
    .tuple(
      fc.integer({ min: 0, max: 10_000 }),
      fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant(2 ** 32 - 1)),
    )
    .map(([w, h]) => smallPng(w, h)),
  fc.constant(Buffer.alloc(0)),
  fc.string({ maxLength: 2000 }).map((text) => Buffer.from(`cliente,puntos\n${text}`)),
);

/** Bytes for the field "file": now and then one byte more than the route accepts. */
const fileBytes = (maxBytes: number) =>
  fc.oneof(
    { arbitrary: fc.constant(null).map(() => Buffer.alloc(maxBytes + 1, 7)), weight: 1 },
    { arbitrary: smallFileBytes, weight: 30 },
  );

const filePart = (maxBytes: number) =>
  fc.record({
    name: fc.oneof({ arbitrary: fc.constant('file'), weight: 4 }, { arbitrary: fc.string(), weight: 1 }),
    value: fileBytes(maxBytes),
    filename: fc.oneof(
      fc.constantFrom(
        'foto.png',
        'puntos.csv',
        'puntos.xlsx',
        '../../etc/passwd',
        '',
        'ñandú.jpg',
        'a'.repeat(300),
      ),
      fc.string(),
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/csv', 'application/octet-stream', 'text/plain'),
  });

/**
 * Requests for a route that takes files: JSON bodies, and multipart forms with zero to three files
 * (random bytes, headers of real formats cut short, valid image headers of any size) and text fields
 * from the (broken) example; a route whose input is its path (`multipart`) gets real and broken
 * values in the path.
 */
function malformedFileRequests(path: string, def: RouteDef): fc.Arbitrary<FuzzRequest> {
  const paramValue = (name: string) => {
    const shape = (def.input as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
    const options = enumOptions(shape[name]);
    const real = options.length ? fc.constantFrom(...options) : fc.constant(valueAt(def.example, [name]));
    return fc.oneof({ arbitrary: real, weight: 4 }, { arbitrary: fc.string({ maxLength: 40 }), weight: 1 });
  };
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const url = fc
    .tuple(...params.map(paramValue))
    .map((values) => urlOf(path, Object.fromEntries(params.map((p, i) => [p, values[i]]))));
  const maxBytes = def.acceptsFile?.maxBytes ?? MAX_UPLOAD_BYTES;
  const body = def.multipart ? fc.dictionary(extraKey, weird, { maxKeys: 3 }) : malformedBodies(def);
  const asFields = (b: unknown) =>
    Object.entries(isContainer(b) && !Array.isArray(b) ? b : {}).map(([name, v]) => ({
      name,
      value: Buffer.from(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
    }));
  // A form as a browser sends it (the example's text fields, e.g. action=preview), so files reach the reader.
  const textFields = fc
    .constantFrom(...(def.multipart ? [{}] : examplesOf(def)))
    .map((b) => asFields(Object.fromEntries(Object.entries(b).filter(([, v]) => typeof v === 'string'))));
  const fields = fc.oneof(body.map(asFields), textFields);
  const json = fc.record({ url, json: body });
  const form = fc
    .record({
      url,
      fields,
      files: fc.oneof(
        { arbitrary: fc.array(filePart(maxBytes), { maxLength: 1 }), weight: 3 },
        { arbitrary: fc.array(filePart(maxBytes), { maxLength: 3 }), weight: 1 },
      ),
    })
    .map(({ url, fields, files }) => ({ url, parts: [...fields, ...files] }));
  return fc.oneof({ arbitrary: json, weight: 1 }, { arbitrary: form, weight: 3 });
}

function malformedRequests(path: string, def: RouteDef): fc.Arbitrary<FuzzRequest> {
  if (def.multipart || def.acceptsFile) return malformedFileRequests(path, def);
  const url = urlOf(path, def.example);
  return malformedBodies(def).map((json) => ({ url, json }));
}

/** A multipart/form-data body of the given parts. */
function multipartBody(parts: Extract<FuzzRequest, { parts: unknown }>['parts']) {
  const boundary = '----premia-fuzz-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
      part.value,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, payload: Buffer.concat(chunks) };
}

type Who = 'admin' | 'owner' | 'employee' | 'bareEmployee' | 'pos' | 'customer';
/** The users of a store: none may call an admin route. */
const CLIENT_USERS: Who[] = ['owner', 'employee', 'bareEmployee'];

/** Users the route must refuse with 403. */
function refusedUsers(def: RouteDef): Who[] {
  const a = def.access;
  if (a === 'anonymous' || a === 'user') return [];
  if (a === 'admin') return CLIENT_USERS;
  if (a === 'customer') return ['admin', ...CLIENT_USERS];
  if (a === 'client') return ['admin'];
  if (a === 'owner') return ['admin', 'employee', 'bareEmployee'];
  return ['admin', 'bareEmployee'];
}

/**
 * Tokens the route must refuse with 403 whatever its access rule, because of its audience: a customer's
 * anywhere outside the wallet, a POS token anywhere outside the POS routes.
 */
function refusedByAudience(path: RoutePath, def: RouteDef): Who[] {
  if (def.access === 'anonymous') return [];
  const audience = audienceOf(path);
  return [
    ...(audience === 'wallet' ? [] : ['customer' as const]),
    ...(audience === 'pos' ? [] : ['pos' as const]),
  ];
}

/** Every 403 check the suite makes, computed from the tables: a route joins by being in one. */
const forbiddenChecks = table.flatMap(([path, def]) =>
  [...refusedUsers(def), ...refusedByAudience(path, def)].map((who) => ({ path, who })),
);

/** The path each audience's routes must have. */
const AUDIENCE_PATHS: Record<Audience, RegExp> = {
  public: /^\/(login|general)\//,
  backOffice: /^\/(client|stats)\//,
  pos: /^\/client\//,
  admin: /^\/admin\//,
  wallet: /^\/wallet\//,
};

/** Every leaf value of an answer, to look for another store's data in it. */
function leavesOf(value: unknown): unknown[] {
  return isContainer(value) ? Object.values(value).flatMap(leavesOf) : [value];
}
/**
 * One of the files the walk is split into, so the test workers share it: routes by their index in each
 * brand's walk, and one of the two parts of a route's checks. `access` is who may call it and which store's
 * rows it reaches (SQL: CI's second leg runs it on PostgreSQL 15 too); `fuzz` is what malformed requests get
 * back, decided before any SQL differs between servers.
 */
export interface Shard {
  part: 'access' | 'fuzz';
  index: number;
  of: number;
}

/** The suite of one shard: the table-wide checks run in the first of the access part. */
export function walkRouteTable(shard: Shard) {
  const access = shard.part === 'access';
  const tableWide = access && shard.index === 0;
  // An anonymous route that names no ids has no access checks, only the fuzz.
  const checked = ([path, def]: (typeof table)[number]) =>
    !access ||
    def.access !== 'anonymous' ||
    fieldsOf(def.input).some((f) => f.storeRef || f.adminRef) ||
    forbiddenChecks.some((c) => c.path === path);
  const shardOf = (walks: (path: string) => boolean) =>
    table.filter((route) => walks(route[0]) && checked(route)).filter((_, i) => i % shard.of === shard.index);

  if (tableWide)
    it('walks every route of the tables in one of its brands', () => {
      for (const [path] of table) expect(brandWalks.filter((w) => w.walks(path)).length, path).toBe(1);
    });

  describe.each(brandWalks.filter(({ walks }, i) => (tableWide && i === 0) || shardOf(walks).length > 0))(
    'the route table ($name)',
    ({ env, walks }) => {
      const tokens: Record<string, string> = {};
      let storeB: Awaited<ReturnType<typeof createStore>>;
      let staff: Awaited<ReturnType<typeof createStore>>;
      let customerOfB: Awaited<ReturnType<typeof createCustomerSession>>;

      const t = useTestApp({ env });
      beforeAll(async () => {
        tokens.admin = await t.login('admin@premia.local');
        tokens.owner = await t.login('owner@premia.local');
        // The employees refused below work for a store whose owner never calls the routes here: the demo
        // owner's malformed bodies (random ids) could otherwise edit or delete them mid-run.
        staff = await createStore(t.db);
        const employee = await createEmployee(t.db, staff.store.id, staff.location.id, {
          permGivePoints: true,
          permRedeem: true,
        });
        tokens.employee = await t.login(employee.email, TEST_PASSWORD);
        const bare = await createEmployee(t.db, staff.store.id, staff.location.id);
        tokens.bareEmployee = await t.login(bare.email, TEST_PASSWORD);
        storeB = await createStore(t.db);
        // The staff store's POS token and customers: the demo owner's fuzz never reaches them.
        const staffOwner = await t.login(staff.owner.email, TEST_PASSWORD);
        tokens.pos = (await t.post('/client/api/token/generate', {}, staffOwner)).body.token;
        tokens.customer = (await createCustomerSession(t.db, staff.store.id, 30)).token;
        tokens.walletLogout = (await createCustomerSession(t.db, staff.store.id)).token;
        tokens.walletDelete = (await createCustomerSession(t.db, staff.store.id)).token;
        tokens.customerRevoked = (await createCustomerSession(t.db, staff.store.id)).token;
        await t.post('/wallet/logout', {}, tokens.customerRevoked);
        tokens.customerExpired = (await createCustomerSession(t.db, staff.store.id)).token;
        await t.db.execute(
          sql`update customer_sessions set expires_at = now() - interval '1 minute' where token_hash = sha256(${tokens.customerExpired}::bytea)`,
        );
        customerOfB = await createCustomerSession(t.db, storeB.store.id, 70);
        // The staff store takes reward requests, so the wallet's examples can be answered in full.
        await t.db.execute(sql`update stores set request_reward = true where id = ${staff.store.id}`);
        // Logout's malformed bodies revoke the token they carry: they get one of their own.
        tokens.logout = await t.login('owner@premia.local');
        tokens.revoked = await t.login('owner@premia.local');
        await t.post('/login/client/logout', {}, tokens.revoked);
        tokens.expired = await t.login('owner@premia.local');
        await t.db.execute(
          sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = sha256(${tokens.expired}::bytea)`,
        );
      });

      /** An id of each admin entity that exists: the demo store, its owner, a payment and a plan. */
      async function knownAdminId(entity: AdminEntity): Promise<number> {
        const query = {
          store: sql`select id from stores where slug = 'cafe-aurora'`,
          user: sql`select id from users where email = 'owner@premia.local'`,
          payment: sql`select id from payments order by id limit 1`,
          plan: sql`select id from plans order by id limit 1`,
          category: sql`select id from categories order by id limit 1`,
          storeType: sql`select id from store_types order by id limit 1`,
          location: sql`select id from locations where deleted_at is null order by id limit 1`,
          news: sql`select id from news where store_id is null order by id limit 1`,
          offer: sql`select id from offers where store_id is null order by id limit 1`,
          platformWebhookEndpoint: sql`select id from platform_webhook_endpoints order by id limit 1`,
          platformWebhookDelivery: sql`select id from platform_webhook_deliveries order by id limit 1`,
        }[entity];
        const { rows } = await t.db.execute<{ id: number }>(query);
        return rows[0]!.id;
      }

      /** A token of a user the route lets in. */
      function allowedToken(def: RouteDef): string | undefined {
        if (def.access === 'anonymous') return undefined;
        if (def.access === 'admin') return tokens.admin;
        if (def.access === 'customer') return tokens.customer;
        return tokens.owner;
      }

      /** A multipart request, or JSON, as the fuzz made it. */
      async function send(request: FuzzRequest, token: string | undefined) {
        if ('json' in request) return t.post(request.url, request.json, token);
        const { boundary, payload } = multipartBody(request.parts);
        const response = await t.app.inject({
          method: 'POST',
          url: request.url,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload,
        });
        // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
        return { status: response.statusCode, body: response.json() as any };
      }

      if (tableWide) {
        it('has a valid example body for every route', () => {
          for (const [path, def] of table) {
            const parsed = def.input.safeParse(def.example);
            expect(parsed.success, `${path}: ${parsed.error?.message}`).toBe(true);
          }
        });

        it('checks, from the table, that every admin route refuses clients (owner, employees) with 403', () => {
          const adminPaths = table.filter(([, def]) => def.access === 'admin').map(([path]) => path);
          const clientRefusedOnAdmin = forbiddenChecks
            .filter((c) => routes[c.path].access === 'admin' && CLIENT_USERS.includes(c.who))
            .map((c) => c.path);
          expect([...new Set(clientRefusedOnAdmin)].sort()).toEqual([...adminPaths].sort());
          for (const path of adminPaths) {
            const who = forbiddenChecks.filter((c) => c.path === path).map((c) => c.who);
            expect(who).toEqual(expect.arrayContaining(CLIENT_USERS));
          }
          // and the rule those checks rely on already refuses every client today, admin routes or not
          expect(refusedUsers({ access: 'admin' } as RouteDef)).toEqual(CLIENT_USERS);
        });

        it("refuses clients' sessions under the admin rule, and lets the admin's through", async () => {
          const admin = { access: 'admin' } as const;
          for (const who of CLIENT_USERS) {
            const session = await findActiveSession(t.db, hashToken(tokens[who]!));
            expect(session, who).not.toBeNull();
            expect(() => assertAccess(admin, 'admin', session), who).toThrow(
              expect.objectContaining({ status: 403 }),
            );
          }
          const session = await findActiveSession(t.db, hashToken(tokens.admin!));
          expect(() => assertAccess(admin, 'admin', session)).not.toThrow();
        });

        it("puts every route in exactly one audience, the one its path says; the wallet is the customers' only", () => {
          const joined = Object.values(audiences).flatMap((t) => Object.keys(t));
          expect(joined.sort()).toEqual(Object.keys(routes).sort());
          for (const [audience, audienceTable] of Object.entries(audiences) as [
            Audience,
            Record<string, RouteDef>,
          ][]) {
            for (const [path, def] of Object.entries(audienceTable)) {
              expect(path, audience).toMatch(AUDIENCE_PATHS[audience]);
              expect(def.access === 'customer', `${path}: access ${JSON.stringify(def.access)}`).toBe(
                audience === 'wallet',
              );
            }
          }
        });

        it('declares every id of a store row with storeRef()', () => {
          for (const [path, def] of table) {
            for (const field of fieldsOf(def.input)) {
              const name = field.path[field.path.length - 1] ?? '';
              if (/(^id$|Id$|_id$|Ids$)/.test(name) && !GLOBAL_IDS.has(name)) {
                expect(
                  field.storeRef ?? field.adminRef,
                  `${path}: field ${field.path.join('.')} names an id without storeRef() (or adminRef() on an admin route)`,
                ).toBeDefined();
              }
              if (field.adminRef)
                expect(audienceOf(path), `${path}: adminRef outside the admin routes`).toBe('admin');
              if (field.storeRef)
                expect(entityFactories[field.storeRef], `no factory for ${field.storeRef}`).toBeDefined();
            }
          }
        });
      }

      describe.each(shardOf(walks))('%s', (path, def) => {
        const url = urlOf(path, def.example);

        if (access && def.access !== 'anonymous')
          it('answers 401 without a token, with a bad, revoked or expired one', async () => {
            for (const token of [
              undefined,
              'not-a-real-token-but-long-enough-000000',
              tokens.revoked,
              tokens.expired,
              tokens.customerRevoked,
              tokens.customerExpired,
            ]) {
              const res = await t.post(url, def.example, token);
              expect(res.status, `token ${token}`).toBe(401);
              expect(res.body).toMatchObject({ s: 'not-ok', errorType: 'unauthorized' });
              expect(res.body.m).toMatch(/sesión/);
            }
          });

        if (access && def.access === 'admin')
          it("lets the admin's token through with the example (neither 401 nor 403)", async () => {
            const res = await t.post(url, def.example, tokens.admin);
            expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
            expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          });

        const refused = forbiddenChecks.filter((c) => c.path === path).map((c) => c.who);
        if (access && refused.length > 0)
          it(`answers 403 to the wrong kind of user (${refused.join(', ')})`, async () => {
            for (const who of refused) {
              const res = await t.post(url, def.example, tokens[who]);
              expect(res.status, who).toBe(403);
              expect(res.body).toMatchObject({ s: 'not-ok', errorType: 'forbidden' });
            }
          });

        if (access && audienceOf(path) === 'pos')
          it("lets the store's POS token through (a POS route is one it may call)", async () => {
            const res = await t.post(url, def.example, tokens.pos);
            expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
          });

        if (access && audienceOf(path) === 'wallet')
          it("answers a customer with their own store's data only, and changes nothing of another store", async () => {
            const caller = await createCustomerSession(t.db, staff.store.id, 100);
            await walletExampleData[path]?.(t.db, staff.store.id);
            // The example's ids name the caller's own rows (their request, survey, review) or rows of
            // their store (a reward, a product to order, a zone to ship to).
            const body = structuredClone(def.example) as Record<string, unknown>;
            for (const field of fieldsOf(def.input).filter(
              (f) => f.storeRef && valueAt(body, f.path) !== undefined,
            )) {
              const own = customerEntityFactories[field.storeRef!];
              setAt(
                body,
                field.path,
                own
                  ? await own(t.db, staff.store.id, caller.customerId)
                  : await entityFactories[field.storeRef!]!(t.db, staff.store.id),
              );
            }
            const before = await snapshotStore(t, storeB.store.id);
            const res = await t.post(url, body, caller.token);
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            const leaves = leavesOf(res.body);
            expect(leaves).not.toContain(storeB.store.name);
            expect(leaves).not.toContain(clientCode(customerOfB.customerId));
            expect(await snapshotStore(t, storeB.store.id)).toEqual(before);
          });

        if (access && fieldsOf(def.input).some((f) => f.storeRef))
          it('answers 404 to ids of another store and changes nothing', async () => {
            const body = structuredClone(def.example) as Record<string, unknown>;
            for (const field of fieldsOf(def.input).filter((f) => f.storeRef)) {
              const make = entityFactories[field.storeRef!]!;
              setAt(body, field.path, await make(t.db, storeB.store.id));
            }
            const before = await snapshotStore(t, storeB.store.id);
            const res = await t.post(urlOf(path, body), body, allowedToken(def));
            expect(res.status).toBe(404);
            expect(res.body).toMatchObject({ s: 'not-ok', errorType: 'not-found' });
            expect(await snapshotStore(t, storeB.store.id)).toEqual(before);
          });

        if (access && fieldsOf(def.input).some((f) => f.adminRef))
          it('answers the admin 404 to ids that do not exist, one field at a time', async () => {
            for (const field of fieldsOf(def.input).filter((f) => f.adminRef)) {
              const body = structuredClone(def.example) as Record<string, unknown>;
              // An edit names its pair: the ids of the example's kind, with the one tried unknown.
              if ('type' in body && field.path[0] !== 'type') body.type = 'edit';
              for (const other of fieldsOf(def.input).filter((f) => f.adminRef && f !== field)) {
                if (valueAt(body, other.path) === undefined)
                  setAt(body, other.path, await knownAdminId(other.adminRef!));
              }
              setAt(body, field.path, 2_000_000_000);
              const res = await t.post(urlOf(path, body), body, tokens.admin);
              expect(res.status, `${field.path.join('.')}: ${JSON.stringify(res.body)}`).toBe(404);
              expect(res.body).toMatchObject({ s: 'not-ok', errorType: 'not-found' });
            }
          });

        if (!access)
          it(`answers ${RUNS} malformed requests with a 4xx envelope, never a 5xx`, async () => {
            // Logouts' (and the wallet's delete-account's) malformed bodies end the token they carry: each has one of its own.
            const token =
              path === '/login/client/logout'
                ? tokens.logout
                : path === '/wallet/logout'
                  ? tokens.walletLogout
                  : path === '/wallet/delete-account'
                    ? tokens.walletDelete
                    : allowedToken(def);
            const answers = new Set<string>();
            await fc.assert(
              fc.asyncProperty(malformedRequests(path, def), async (request) => {
                const res = await send(request, token);
                const shown =
                  'json' in request ? JSON.stringify(request.json) : JSON.stringify(request.parts);
                expect(res.status, `${request.url} ${shown?.slice(0, 300)}`).toBeLessThan(500);
                if (res.status >= 400) {
                  expect(res.body.s).toBe('not-ok');
                  expect(typeof res.body.m).toBe('string');
                  expect(res.body.m.length).toBeGreaterThan(0);
                }
                answers.add(`${res.status} ${res.body.m ?? ''}`);
              }),
              { numRuns: RUNS },
            );
            // A file route's fuzz must reach past its first check, not meet the same refusal every time.
            if (def.multipart || def.acceptsFile)
              expect(answers.size, [...answers].join('\n')).toBeGreaterThanOrEqual(3);
            // A file route parses 300 uploads (spreadsheets among them): on a loaded machine that is more than
            // the default 30 s.
          }, 120_000);
      });
    },
  );
}

/** Every row of every table that carries store_id, for one store: a tenant check must leave it as it was. */
async function snapshotStore(t: TestApp, storeId: number) {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where column_name = 'store_id' and table_schema = 'public' order by 1`,
  );
  const snapshot: Record<string, unknown> = {};
  for (const { table_name } of tables.rows) {
    const rows =
      await t.db.execute(sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
      from ${sql.identifier(table_name)} x where store_id = ${storeId}`);
    snapshot[table_name] = rows.rows[0]?.h;
  }
  return snapshot;
}
