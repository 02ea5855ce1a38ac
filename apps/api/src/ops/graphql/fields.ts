import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type { OpsTypes } from './builder';
import type { OpsContext } from '../ops-context';

// The operators' mutations come in two shapes: one required `input` object, or the `id` of the row
// they change. Each rule parses its own arguments (parseInput), so a field only hands them over.

type Mutations = PothosSchemaTypes.MutationFieldBuilder<OpsTypes, object>;

/** A mutation taking `input: <Input>!` and answering the row `run` returns. */
export function inputMutation<Row, Input>(
  t: Mutations,
  type: ObjectRef<OpsTypes, Row>,
  input: InputObjectRef<OpsTypes, Input>,
  run: (ctx: OpsContext, input: Input) => Promise<Row>,
  description?: string,
) {
  return t.field({
    type,
    description,
    args: { input: t.arg({ type: input, required: true }) },
    // Pothos cannot resolve its shape types for a generic Row and Input; the signature above checks them.
    resolve: (_r, args, ctx) => run(ctx, (args as { input: Input }).input) as never,
  });
}

/** A mutation on the row named by `id: Int!`, answering it as it is after. */
export function idMutation<Row>(
  t: Mutations,
  type: ObjectRef<OpsTypes, Row>,
  run: (ctx: OpsContext, args: { id: number }) => Promise<Row>,
  description?: string,
) {
  return t.field({
    type,
    description,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => run(ctx, args) as never,
  });
}

type Fields<Row> = PothosSchemaTypes.ObjectFieldBuilder<OpsTypes, Row>;
type TimeColumn<Row> = { [K in keyof Row]: Row[K] extends Date | string | null ? K : never }[keyof Row];

/** A row's timestamp column as DateTime (a Date of its own, or null for a null column). */
export function time<Row>(
  t: Fields<Row>,
  column: TimeColumn<Row>,
  options: { nullable?: boolean; description?: string } = {},
) {
  return t.field({
    type: 'DateTime',
    nullable: options.nullable ?? false,
    description: options.description,
    resolve: (row) => {
      const value = row[column] as Date | string | null;
      return (value ? new Date(value) : null) as never;
    },
  });
}

/** The columns every price row has: a card or konbini variant, its Stripe Price, its archiving. */
interface PriceColumns {
  id: number;
  konbini: boolean;
  price: number;
  konbini_fee: number;
  stripe_price_id: string | null;
  archived_at: Date | null;
}

/** The fields of a price (a tier's or a point package's), `price` described as the owner bills it. */
export function priceFields<Row extends PriceColumns>(t: Fields<Row>, priceDescription: string) {
  return {
    id: t.int({ resolve: (p) => p.id }),
    konbini: t.boolean({ resolve: (p) => p.konbini }),
    price: t.int({ description: priceDescription, resolve: (p) => p.price }),
    konbiniFee: t.int({ resolve: (p) => p.konbini_fee }),
    stripePriceId: t.string({ nullable: true, resolve: (p) => p.stripe_price_id }),
    archivedAt: time(t, 'archived_at' as TimeColumn<Row>, { nullable: true }),
  };
}
