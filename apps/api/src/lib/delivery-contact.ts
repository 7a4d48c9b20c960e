import type { DeliveryContact } from '@app/shared/schemas/rfqs';

/**
 * Whom a supplier asks about a delivery: the buyer who wrote the RFQ or issued the order, with
 * their e-mail and phone (docs/product-rules.md § Delivery address). None when that user is gone.
 */
export function toDeliveryContact(row: {
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}): DeliveryContact {
  if (row.contactEmail === null) return null;
  return { name: row.contactName ?? '', email: row.contactEmail, phone: row.contactPhone ?? '' };
}
