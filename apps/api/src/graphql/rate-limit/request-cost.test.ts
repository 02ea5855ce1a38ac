import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { requestCost, selectedOperation } from './request-cost';

const schema = buildSchema(`
  type Query {
    renewalPayment(invoiceId: String!): RenewalPayment
    planChangePreview: Int
    unpaidRenewals: [UnpaidRenewal!]!
    listenerProfile: Profile
  }
  type Mutation { managePaymentV2: Int payUnpaidRenewals: [RenewalPayment!]! }
  type RenewalPayment { status: String paymentClientSecret: String }
  type UnpaidRenewal { amount: Int paymentClientSecret: String }
  type Profile { id: ID }
`);

const cost = (text: string) => {
  const document = parse(text);
  const { rootFields, stripeReads } = requestCost(schema, document, selectedOperation(document)!);
  return { rootFields: Object.fromEntries(rootFields), stripeReads };
};

describe('requestCost', () => {
  it('counts each alias of a Stripe-reading field', () => {
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: renewalPayment(invoiceId: "in_${i}") { status }`,
    );
    expect(cost(`{ ${aliases.join(' ')} }`)).toEqual({ rootFields: { renewalPayment: 15 }, stripeReads: 15 });
  });

  it('counts nested fields by their type, through inline fragments and spreads', () => {
    expect(
      cost(`query { ...Q ... on Query { planChangePreview } listenerProfile { id } }
            fragment Q on Query { unpaidRenewals { ...U ...U } }
            fragment U on UnpaidRenewal { paymentClientSecret amount }`),
    ).toEqual({
      rootFields: { unpaidRenewals: 1, planChangePreview: 1, listenerProfile: 1 },
      stripeReads: 2 + 2,
    });
    // A field of the same name on another type costs nothing (RenewalPayment's secret comes with its read).
    expect(cost('{ renewalPayment(invoiceId: "x") { paymentClientSecret } }').stripeReads).toBe(1);
  });

  it('counts aliased mutations and reads no cheaper through fragments spread many times', () => {
    expect(
      cost(
        'mutation { a: managePaymentV2 b: managePaymentV2 ...M } fragment M on Mutation { c: managePaymentV2 }',
      ),
    ).toEqual({
      rootFields: { managePaymentV2: 3 },
      stripeReads: 0,
    });
    // Each fragment spreads the next one twice: 2^20 selections, worked out in one pass per fragment.
    const chain = Array.from(
      { length: 20 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    );
    chain.push('fragment F20 on Query { renewalPayment(invoiceId: "x") { status } }');
    const started = performance.now();
    expect(cost(`query { ...F0 } ${chain.join(' ')}`)).toEqual({
      rootFields: { renewalPayment: 2 ** 20 },
      stripeReads: 2 ** 20,
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('picks the named operation', () => {
    const document = parse('query A { listenerProfile { id } } query B { planChangePreview }');
    expect(requestCost(schema, document, selectedOperation(document, 'B')!).stripeReads).toBe(2);
  });
});
