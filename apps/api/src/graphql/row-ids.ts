import { encodeGlobalID } from '@pothos/plugin-relay';
import type { FanTypes } from './builder';

/**
 * The `id` (Relay global id: the type's name and the row's id) and `databaseId` (the row's id) of a
 * type that shows one row, from that row's id.
 */
export function rowIds<Shape>(
  t: PothosSchemaTypes.ObjectFieldBuilder<FanTypes, Shape>,
  typeName: string,
  idOf: (parent: Shape) => number,
) {
  return {
    id: t.id({ resolve: (parent) => encodeGlobalID(typeName, idOf(parent)) }),
    databaseId: t.int({ resolve: (parent) => idOf(parent) }),
  };
}
