import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): emails, slugs. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
