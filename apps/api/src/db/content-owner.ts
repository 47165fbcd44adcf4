import { type AnyColumn, eq, isNull } from 'drizzle-orm';

/** Whose content (news, offers): a store's, by its id, or the platform's (null), shown to every store's customers. */
export type Owner = number | null;

/** The rows of `owner`, by the table's store_id (null on the platform's rows). */
export const ownedBy = (storeId: AnyColumn, owner: Owner) =>
  owner === null ? isNull(storeId) : eq(storeId, owner);
