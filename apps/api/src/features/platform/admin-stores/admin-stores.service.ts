import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import type { Deps, Session } from '../../../lib/context.ts';
import { conflict, invalid, notFound } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { emitPlatformWebhook } from '../../../webhooks/outbox.ts';
import {
  assertPasswordPolicy,
  createBusiness,
  hashPassword,
  revokeUserSessions,
} from '../../account/auth/index.ts';
import {
  closeStore,
  moveStoreToCountry,
  recordStoreEvent,
  setStoreActive,
  updateStore,
} from '../../account/stores/index.ts';
import { EMAIL_UNIQUE, emailTaken, updateUser } from '../../account/users/index.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { findCountry, findStoreType } from '../general/index.ts';
import { findOwner, findStoreWithOwner, type StoreWithOwner, storesPage } from './admin-stores.repository.ts';

/** Names are compared as a person reads them: spaces around, letter case and accents' encoding aside. */
const sameName = (a: string, b: string) =>
  a.normalize('NFC').trim().toLocaleLowerCase('es') === b.normalize('NFC').trim().toLocaleLowerCase('es');

const typeName = (name: string | null, translations: { languageCode: string; text: string }[] | null) =>
  translations?.find((t) => t.languageCode === 'es')?.text ?? name;

export async function list(deps: Deps, input: RouteParsedInput<'/admin/store/get-all'>) {
  const filter = {
    search: input.search || undefined,
    status: input.status,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  };
  const { rows, total, more, subscriptionEnabled } = await storesPage(deps.db, filter);
  return {
    stores: rows.map((r) => {
      const storeTypeName = typeName(r.store_type_name, r.store_type_translations);
      return {
        id: r.id,
        name: r.name,
        ruc: r.ruc,
        storeType:
          r.store_type_id !== null && storeTypeName ? { id: r.store_type_id, name: storeTypeName } : null,
        country: { id: r.country_id, name: r.country_name },
        owner:
          r.owner_id !== null
            ? { id: r.owner_id, name: r.owner_name ?? '', email: r.owner_email ?? '' }
            : null,
        active: r.active,
        customers: r.customers,
        redeemLeft: r.redeem_left,
        createdAt: r.created_at.toISOString(),
      };
    }),
    total,
    more,
    clientWebApp: deps.config.brand.multiStore ? deps.config.publicUrl : null,
    withSubscription: subscriptionEnabled,
  };
}

async function storeOrNotFound(db: DbOrTx, storeId: number): Promise<StoreWithOwner> {
  const store = await findStoreWithOwner(db, storeId);
  if (!store) throw notFound('adminStores.notFound');
  return store;
}

/** The business as spec §3 says the server returns it: the store and its owner. */
function businessOf(s: StoreWithOwner) {
  return {
    store: {
      id: s.id,
      name: s.name,
      storetypeId: s.store_type_id,
      active: s.active,
      redeemBought: s.redeem_bought,
      countryId: s.country_id,
      ruc: s.ruc,
      currencyName: s.currency_name,
    },
    user: {
      id: s.owner_id ?? 0,
      first_name: s.owner_first_name ?? '',
      last_name: s.owner_last_name ?? '',
      email: s.owner_email ?? '',
    },
  };
}

export async function getBusiness(deps: Deps, input: RouteParsedInput<'/admin/business/get'>) {
  return businessOf(await storeOrNotFound(deps.db, input.storeId));
}

type BusinessInput = RouteParsedInput<'/admin/business/process'>;

async function create(deps: Deps, session: Session, input: BusinessInput) {
  if (!input.password) throw invalid('adminStores.passwordRequired');
  const { storeId } = await createBusiness(
    deps,
    {
      storeName: input.name,
      storeTypeId: input.storeTypeId,
      countryId: input.countryId,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      password: input.password,
      ruc: input.ruc ?? null,
      active: input.active,
      redeemBought: input.redeemBought,
    },
    async (tx, created) => {
      await recordStoreEvent(tx, created.storeId, session.userId, 'Negocio creado por el administrador');
      await recordAudit(tx, session, created.storeId, 'admin.storeCreated');
    },
  );
  return { ...said('adminStores.created'), ...businessOf(await storeOrNotFound(deps.db, storeId)) };
}

type Owner = NonNullable<Awaited<ReturnType<typeof findOwner>>>;

/** The business modal's fields an edit changes, by name (the audit log keeps names, never values). */
function changedFields(store: StoreWithOwner, owner: Owner, input: BusinessInput, newPassword: boolean) {
  const fields: [string, boolean][] = [
    ['name', input.name !== store.name],
    ['storeTypeId', input.storeTypeId !== store.store_type_id],
    ['ruc', (input.ruc || null) !== store.ruc],
    ['countryId', input.countryId !== store.country_id],
    ['redeemBought', input.redeemBought !== store.redeem_bought],
    ['first_name', input.first_name !== owner.firstName],
    ['last_name', input.last_name !== owner.lastName],
    ['email', input.email !== owner.email.toLowerCase()],
    ['password', newPassword],
    ['active', input.active !== store.active],
  ];
  return fields.filter(([, changed]) => changed).map(([name]) => name);
}

/**
 * Edits the store and its owner in one transaction. A blank password keeps the owner's; a new one ends
 * the owner's sessions. redeemBought is written only when it differs from the stored value, so a form
 * opened before a payment was confirmed does not take that payment's redemptions back. Turning the
 * store off ends its users' sessions (setStoreActive).
 */
async function edit(deps: Deps, session: Session, input: BusinessInput) {
  if (!input.storeId || !input.userId) throw invalid('adminStores.editNeedsIds');
  const store = await storeOrNotFound(deps.db, input.storeId);
  const owner = await findOwner(deps.db, store.id, input.userId);
  if (!owner) throw notFound('adminStores.ownerNotFound');
  const [country, storeType] = await Promise.all([
    findCountry(deps.db, input.countryId),
    findStoreType(deps.db, input.storeTypeId),
  ]);
  if (!country) throw invalid('platform.countryNotFound');
  if (!storeType) throw invalid('platform.storeTypeNotFound');
  if (input.email !== owner.email.toLowerCase() && (await emailTaken(deps.db, input.email))) {
    throw conflict('auth.emailTaken');
  }
  let passwordHash: string | undefined;
  if (input.password) {
    assertPasswordPolicy(input.password);
    passwordHash = await hashPassword(input.password);
  }
  const changedCountry = country.id !== store.country_id;
  await deps.db
    .transaction(async (tx) => {
      await updateStore(tx, store.id, {
        name: input.name,
        storeTypeId: storeType.id,
        ruc: input.ruc || null,
        ...(input.redeemBought !== store.redeem_bought ? { redeemBought: input.redeemBought } : {}),
      });
      if (changedCountry) await moveStoreToCountry(tx, store.id, country);
      await updateUser(tx, owner.id, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (passwordHash) await revokeUserSessions(tx, owner.id);
      if (input.active !== store.active) await setStoreActive(tx, store.id, input.active);
      const what =
        input.active === store.active
          ? 'Negocio editado'
          : input.active
            ? 'Negocio activado'
            : 'Negocio desactivado';
      await recordStoreEvent(tx, store.id, session.userId, `${what} por el administrador`);
      const fields = changedFields(store, owner, input, Boolean(passwordHash));
      await recordAudit(tx, session, store.id, 'admin.storeUpdated', { fields });
      await emitPlatformWebhook(tx, 'store.updated', {
        storeId: store.id,
        name: input.name,
        active: input.active,
        fields,
      });
      if (input.active !== store.active)
        await recordAudit(
          tx,
          session,
          store.id,
          input.active ? 'admin.storeActivated' : 'admin.storeDeactivated',
        );
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, EMAIL_UNIQUE)) throw conflict('auth.emailTaken');
      throw error;
    });
  return { ...said('adminStores.updated'), ...businessOf(await storeOrNotFound(deps.db, store.id)) };
}

export async function processBusiness(deps: Deps, session: Session, input: BusinessInput) {
  return input.type === 'new' ? create(deps, session, input) : edit(deps, session, input);
}

/**
 * Closes the store as the owner's delete-account does: no one signs in, its POS token and customers'
 * wallets are refused, and nothing is deleted — its customers, their ledger and its payments stay for
 * the platform's records (the ledger is append-only; a cascade would destroy what the law asks us to keep).
 */
export async function deleteBusiness(
  deps: Deps,
  session: Session,
  input: RouteParsedInput<'/admin/business/delete'>,
) {
  const store = await storeOrNotFound(deps.db, input.storeId);
  if (!sameName(input.storeName, store.name)) throw invalid('adminStores.nameMismatch');
  await deps.db.transaction(async (tx) => {
    await closeStore(tx, store.id);
    await recordStoreEvent(tx, store.id, session.userId, 'Negocio eliminado por el administrador');
    await recordAudit(tx, session, store.id, 'admin.storeDeleted');
    await emitPlatformWebhook(tx, 'store.closed', { storeId: store.id, name: store.name, closedBy: 'admin' });
  });
  return said('adminStores.deleted');
}
