import type { Key } from '../../../db/keyset';
import { keysetCursor } from '../../../graphql/keyset-connection';
import type { CandidateBound, CandidateRow } from './candidates.repository';

// A candidate's cursor: its keyset (sort_order, id) and where it stood (position, catalogue version,
// membership version; decision 025). The keyset alone decides which rows come next; the position
// only bounds how far the next page reads while both versions still hold, so a forged one can
// shorten nobody's list but its sender's. Cursors issued before the position existed ('c1') still
// page, as cursors whose position is unknown.
const cursor = keysetCursor('c2', ['int', 'int', 'int', 'bigint', 'bigint']);
const keysetOnly = keysetCursor('c1', ['int', 'int']);
const UNKNOWN = [-1, '0', '0'];

export const candidateCursor = {
  encode: cursor.encode,
  decode(value: string): Key | null {
    const key = cursor.decode(value);
    if (key) return key;
    const old = keysetOnly.decode(value);
    return old ? [...old, ...UNKNOWN] : null;
  },
};

export const candidateKey = (c: CandidateRow): Key => [
  c.sort_order,
  c.id,
  c.stamp.position,
  c.stamp.catalogVersion,
  c.stamp.membershipVersion,
];

/** A page bound read back from a decoded cursor. */
export function candidateBound(key: Key | undefined): CandidateBound | undefined {
  if (!key) return undefined;
  const [sortOrder, id, position, catalogVersion, membershipVersion] = key as [
    number,
    number,
    number,
    string,
    string,
  ];
  return { key: [sortOrder, id], stamp: { position, catalogVersion, membershipVersion } };
}
