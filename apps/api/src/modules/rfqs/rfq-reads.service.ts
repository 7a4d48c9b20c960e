import type { Db } from '../../db/client.ts';
import {
  findRfqHeader,
  listInvitations,
  listItems,
  listItemsAt,
  type InvitationRow,
  type ListedItem,
  type RfqHeaderRow,
} from './rfqs.repository.ts';

/*
 * The reads of an RFQ the answers module builds on (docs/modules.md § API purchasing modules): its
 * header, items and invitations, without the buyer's scope checks of rfqs.service.ts (the answer
 * link and the provider inbox are not the buyer). Each takes the database or the transaction to
 * read in.
 */

export type RfqHeader = RfqHeaderRow;
export type RfqItem = ListedItem;
export type RfqInvitation = InvitationRow;

/** One RFQ's header by id; `stakeholderId` scopes it to the buyer (null: any, for suppliers). */
export function readRfqHeader(
  db: Db,
  stakeholderId: number | null,
  rfqId: number,
): Promise<RfqHeader | undefined> {
  return findRfqHeader(db, stakeholderId, rfqId);
}

/** The RFQ's items by position. */
export function readRfqItems(db: Db, rfqId: number): Promise<RfqItem[]> {
  return listItems(db, rfqId);
}

/** The RFQ's items as of the header's `itemsVersion` (cached per version; frozen, shared). */
export function readRfqItemsAt(db: Db, rfqId: number, itemsVersion: number): Promise<RfqItem[]> {
  return listItemsAt(db, rfqId, itemsVersion);
}

/** The RFQ's invitations, oldest first, with their answer and file counts. */
export function readInvitations(db: Db, rfqId: number): Promise<RfqInvitation[]> {
  return listInvitations(db, rfqId);
}
