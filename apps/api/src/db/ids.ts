import { ObjectId } from 'bson';

/**
 * A new record id: 24 lowercase hex characters, time-ordered and
 * ObjectId-shaped (SPEC §9, DESIGN: Data). Exposed to clients as `_id`.
 */
export function newId(): string {
  return new ObjectId().toHexString();
}
