import { randomUUID } from 'node:crypto';
import { type RouteParsedInput, said } from '@premia/contract';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import type { Deps, StoreSession } from '../../../lib/context.ts';
import { conflict, invalid, notFound, rateLimited } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import {
  addressInUseMail,
  assertPasswordPolicy,
  countHit,
  hashPassword,
  type Limit,
  revokeUserSessions,
} from '../auth/index.ts';
import { findLocation } from '../locations/index.ts';
import { findStore } from '../stores/index.ts';
import { EMAIL_UNIQUE, emailTaken, findUserAccount } from '../users/index.ts';
import {
  type EmployeeRow,
  findEmployee,
  insertEmployee,
  listEmployees,
  softDeleteEmployee,
  updateEmployee,
} from './employees.repository.ts';

function view(row: EmployeeRow) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    // A held address is shown as the employee's: the form never tells whether it has an account.
    email: row.pendingEmail ?? row.email,
    mobile: row.mobile,
    location: row.locationId !== null ? { id: row.locationId, name: row.locationName ?? '' } : null,
    permGivePoints: row.permGivePoints,
    permRedeem: row.permRedeem,
    permCreateCustomer: row.permCreateCustomer,
    permStore: row.permStore,
  };
}

type Form = RouteParsedInput<'/client/employee/add'> | RouteParsedInput<'/client/employee/update'>;

const PERMISSIONS = ['permGivePoints', 'permRedeem', 'permCreateCustomer', 'permStore'] as const;
const DETAILS = ['first_name', 'last_name', 'email', 'mobile', 'location'] as const;

const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** What an edit changes, as the audit log names it: the fields (never their values) and the permissions. */
function changesOf(before: ReturnType<typeof view>, after: ReturnType<typeof view>, newPassword: boolean) {
  const fields: string[] = DETAILS.filter((f) =>
    f === 'location' ? before.location?.id !== after.location?.id : before[f] !== after[f],
  );
  if (newPassword) fields.push('password');
  return {
    fields,
    granted: PERMISSIONS.filter((p) => after[p] && !before[p]),
    revoked: PERMISSIONS.filter((p) => before[p] && !after[p]),
  };
}

/** Spec §5's password messages, then the server's policy. */
function checkPasswords(password: string, password2: string): void {
  if (!password || !password2) throw invalid('password.required');
  if (password !== password2) throw invalid('password.mismatch');
  assertPasswordPolicy(password);
}

async function assertLocation(db: DbOrTx, session: StoreSession, locationId: number) {
  if (!(await findLocation(db, session.storeId, locationId))) throw notFound('locations.notFound');
}

function valuesOf(input: Form) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    mobile: input.mobile || null,
    locationId: input.location.id,
    permGivePoints: input.permGivePoints,
    permRedeem: input.permRedeem,
    permCreateCustomer: input.permCreateCustomer,
    permStore: input.permStore,
  };
}

function onEmailTaken(error: unknown): never {
  if (isUniqueViolation(error, EMAIL_UNIQUE)) throw conflict('auth.emailTaken');
  throw error;
}

export async function list(deps: Deps, session: StoreSession) {
  const rows = await listEmployees(deps.db, session.storeId);
  return { employees: rows.map(view) };
}

/**
 * Employee changes (add, edit) a store may make in an hour: plenty for any team, and a bound on trying
 * addresses (issue #31 item 6).
 */
export const employeeChangesPerStore = (storeId: number): Limit => ({
  key: `employees:store:${storeId}`,
  max: 30,
  windowSeconds: 3600,
});

async function takeEmployeeChange(deps: Deps, storeId: number) {
  const limit = employeeChangesPerStore(storeId);
  const { hits, resetSeconds } = await countHit(deps.db, limit);
  if (hits > limit.max) throw rateLimited({ limit: limit.max, resetSeconds }, 'employees.tooManyChanges');
}

/** An address no one can sign in with or receive mail at (.invalid): the account of a held address. */
const placeholderEmail = () => `pendiente-${randomUUID()}@premia.invalid`;

/**
 * An address another account has, given to an employee: its holder is told by mail (as registration
 * does), and the answer is the one of any other address.
 */
async function mailHolder(deps: Deps, tx: Tx, email: string) {
  const holder = await findUserAccount(tx, { email });
  if (holder) await queueMail(deps.jobs, tx, { to: email, ...addressInUseMail(holder.user.firstName) });
}

/**
 * A new employee. When another account has the address, the employee is created holding it
 * (pendingEmail, shown as theirs) with a placeholder they cannot sign in with, and the address's holder
 * is told: the answer is the same, so the form never says which addresses have an account.
 */
export async function add(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/employee/add'>,
) {
  await assertLocation(deps.db, session, input.location.id);
  checkPasswords(input.password, input.password2);
  await takeEmployeeChange(deps, session.storeId);
  const taken = await emailTaken(deps.db, input.email);
  const store = await findStore(deps.db, session.storeId);
  const passwordHash = await hashPassword(input.password);
  const id = await deps.db
    .transaction(async (tx) => {
      const id = await insertEmployee(tx, session.storeId, {
        ...valuesOf(input),
        ...(taken ? { email: placeholderEmail(), pendingEmail: input.email } : {}),
        passwordHash,
        countryId: store?.countryId ?? null,
      });
      if (taken) await mailHolder(deps, tx, input.email);
      await recordAudit(tx, session, session.storeId, 'employee.created', {
        employeeId: id,
        employee: nameOf(valuesOf(input)),
        granted: PERMISSIONS.filter((p) => input[p]),
      });
      return id;
    })
    .catch(onEmailTaken);
  const row = await findEmployee(deps.db, session.storeId, id);
  return { ...said('employees.created'), employee: view(row!) };
}

/** Changed permissions apply on the employee's next request; a new password ends their sessions. */
export async function update(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/employee/update'>,
) {
  const before = await findEmployee(deps.db, session.storeId, input.id);
  if (!before) throw notFound('employees.notFound');
  await assertLocation(deps.db, session, input.location.id);
  const newPassword = Boolean(input.password || input.password2);
  if (newPassword) checkPasswords(input.password ?? '', input.password2 ?? '');
  await takeEmployeeChange(deps, session.storeId);
  // An address another account has is held, as when adding; the holder is told once per address given.
  const taken = await emailTaken(deps.db, input.email, input.id);
  const newlyHeld = taken && before.pendingEmail?.toLowerCase() !== input.email.toLowerCase();
  const passwordHash = newPassword ? await hashPassword(input.password!) : undefined;
  const row = await deps.db
    .transaction(async (tx) => {
      await updateEmployee(tx, session.storeId, input.id, {
        ...valuesOf(input),
        ...(taken ? { email: before.email, pendingEmail: input.email } : { pendingEmail: null }),
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (newlyHeld) await mailHolder(deps, tx, input.email);
      if (passwordHash) await revokeUserSessions(tx, input.id);
      const after = (await findEmployee(tx, session.storeId, input.id))!;
      const { fields, granted, revoked } = changesOf(view(before), view(after), newPassword);
      const who = { employeeId: input.id, employee: nameOf(after) };
      if (fields.length > 0)
        await recordAudit(tx, session, session.storeId, 'employee.updated', { ...who, fields });
      if (granted.length + revoked.length > 0)
        await recordAudit(tx, session, session.storeId, 'employee.permissions', { ...who, granted, revoked });
      return after;
    })
    .catch(onEmailTaken);
  return { ...said('employees.updated'), employee: view(row) };
}

/** The employee's sessions end with the deletion: their token answers 401 on the next request. */
export async function remove(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/employee/delete'>,
) {
  await deps.db.transaction(async (tx) => {
    const employee = await findEmployee(tx, session.storeId, input.employeeId);
    if (!employee || !(await softDeleteEmployee(tx, session.storeId, input.employeeId)))
      throw notFound('employees.notFound');
    await revokeUserSessions(tx, input.employeeId);
    await recordAudit(tx, session, session.storeId, 'employee.deleted', {
      employeeId: input.employeeId,
      employee: nameOf(employee),
    });
  });
  return said('employees.deleted');
}
