import { customType } from 'drizzle-orm/pg-core';

/** Binary content (files, mail attachments): a Buffer on both drivers (PGlite answers Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});
