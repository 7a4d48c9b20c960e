import type { DeliveryContact } from '../schemas/rfqs.ts';

/**
 * Where to deliver, on one line: the place's name, then its postal address; an empty part leaves
 * no stray separator (docs/product-rules.md § Delivery address).
 */
export function deliveryPlaceLine(
  place: { name: string; full_address: string } | null | undefined,
): string {
  if (!place) return '';
  return [place.name, place.full_address].filter(Boolean).join(', ');
}

/** Whom to ask about the delivery, on one line: name · phone · e-mail, empty parts left out. */
export function contactLine(contact: DeliveryContact | undefined): string {
  if (!contact) return '';
  return [contact.name, contact.phone, contact.email].filter(Boolean).join(' · ');
}
