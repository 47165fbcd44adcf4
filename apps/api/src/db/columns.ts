import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): emails, slugs. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
/** A 64-bit transaction id (PostgreSQL's xid8), read as its decimal text: it does not fit a JS number. */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
