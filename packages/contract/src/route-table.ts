import type { z } from 'zod';
import type { Permission } from './areas/account/auth.ts';
import type { ErrorType } from './common.ts';

/**
 * Who may call a route:
 * - anonymous: anybody, no token needed;
 * - user: any signed-in user (client or admin);
 * - client: any user of a store (owner or employee);
 * - owner: the store's owner only;
 * - { permission }: the owner, or an employee holding that permission;
 * - admin: a platform administrator;
 * - customer: a customer signed in to one store's wallet (and nobody else).
 * Which tables a route is in (routes.ts) says who calls it: a POS token calls only the POS table's
 * routes, a customer only the wallet's.
 */
export type Access =
  | 'anonymous'
  | 'user'
  | 'client'
  | 'owner'
  | 'admin'
  | 'customer'
  | { permission: Permission };

export interface RouteDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  area: string;
  summary: string;
  access: Access;
  input: I;
  output: O;
  /** A valid body: documents the route and seeds the route-table suite. */
  example: z.input<I>;
  /**
   * Accepts an Idempotency-Key header: a retry returns the first answer and changes nothing. How the key
   * is claimed: `true`, in a transaction around the handler; 'in-statement', by the handler's one
   * statement together with its change (the counter's writes and a wallet order: one round trip).
   */
  idempotent?: true | 'in-statement';
  /**
   * The session a call runs on: 'fresh' (the default), read on every call; 'remembered', the one its
   * token had in the last minute without reading it (the counter's fast path), only for a route whose
   * statement claims its key ('in-statement') and writes nothing if that session changed since.
   */
  session?: 'fresh' | 'remembered';
  /** 'pos-token': the calls of one POS token to all the routes that say so, at most 600 a minute. */
  rateLimit?: 'pos-token';
  /** Takes multipart/form-data whose field "file" is the upload; `input` then describes the path parameters. */
  multipart?: FileSpec;
  /**
   * Takes a JSON body, or multipart/form-data whose text fields are the input and whose field "file"
   * is an upload of at most `maxBytes` (a larger one reaches the handler cut at maxBytes + 1 bytes).
   */
  acceptsFile?: FileSpec;
  /**
   * What the route's own rules may answer besides what its access, input and Idempotency-Key already
   * imply (401/403, 400, 404 for a storeRef/adminRef, 409 for a reused key): the OpenAPI document lists
   * these answers, so that generated clients can type them.
   */
  failures?: readonly ErrorType[];
}

/** The file a route takes: at most maxBytes, of one of these media types (checked by content). */
export interface FileSpec {
  maxBytes: number;
  mediaTypes: readonly string[];
}

/** A CSV or XLSX file (bulk points, coupon codes, products). */
export const SPREADSHEET_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export function route<I extends z.ZodType, O extends z.ZodType>(def: RouteDef<I, O>): RouteDef<I, O> {
  return def;
}

export function describeAccess(access: Access, pos = false): string {
  const who = typeof access === 'object' ? `owner, or employee with ${access.permission}` : access;
  return pos ? `${who}; or the store's POS token` : who;
}
