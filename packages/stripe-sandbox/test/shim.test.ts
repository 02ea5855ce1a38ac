import { JSDOM } from 'jsdom';

// Minimal DOM shapes (the package compiles without the DOM lib).
type DomNode = object;
interface DomInput {
  value: string;
  dispatchEvent(e: unknown): void;
  ownerDocument: { defaultView: unknown };
}
interface DomDoc {
  querySelector(s: string): { getAttribute(n: string): string | null } | null;
  getElementById(id: string): DomNode | null;
}
import { describe, expect, it, vi } from 'vitest';
import { answer3ds, PK, useSandbox } from './helpers.ts';

const ctx = useSandbox();

interface ChangeEvent {
  elementType: string;
  empty: boolean;
  complete: boolean;
  brand?: string;
  error?: { code: string };
}
interface ShimDomNode {
  mount(el: DomNode): void;
  on(ev: string, h: (e: ChangeEvent) => void): void;
  destroy(): void;
}
interface ShimStripe {
  elements(): { create(t: string): ShimDomNode; getElement(t: string): ShimDomNode | null };
  confirmCardSetup(
    cs: string,
    data: unknown,
  ): Promise<{ setupIntent?: { status: string; payment_method: string }; error?: { code: string } }>;
  _registerWrapper: unknown;
  registerAppInfo: unknown;
  createToken: unknown;
  createPaymentMethod: unknown;
  confirmCardPayment: unknown;
}

/** A page with the shim loaded; `lateTimers`: its 0 ms timers fire 150 ms late, as on a busy page. */
async function browser(opts: { lateTimers?: boolean } = {}) {
  const script = await (await fetch(ctx.sandbox.stripeJsUrl)).text();
  const dom = new JSDOM(
    '<!doctype html><body><div id="n"></div><div id="e"></div><div id="c"></div></body>',
    { runScripts: 'outside-only' },
  );
  const w = dom.window as unknown as {
    fetch: typeof fetch;
    eval(s: string): void;
    Stripe(pk: string): ShimStripe;
    document: DomDoc;
    setTimeout: (fn: () => void, ms?: number) => unknown;
  };
  w.fetch = fetch;
  if (opts.lateTimers) {
    const onTime = w.setTimeout.bind(w);
    w.setTimeout = (fn, ms) => onTime(fn, ms ? ms : 150);
  }
  w.eval(script);
  return w;
}

function type(w: { document: DomDoc }, label: string, value: string) {
  const input = w.document.querySelector(`input[aria-label="${label}"]`) as unknown as DomInput;
  input.value = value;
  input.dispatchEvent(
    new (input.ownerDocument.defaultView as { Event: new (t: string) => unknown }).Event('input'),
  );
}

describe('Stripe.js stand-in', () => {
  it('has what react-stripe-js checks for, mounts labelled inputs and emits change events', async () => {
    const w = await browser();
    const stripe = w.Stripe(PK);
    for (const f of [
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
      '_registerWrapper',
      'registerAppInfo',
    ] as const) {
      expect(typeof stripe[f]).toBe('function');
    }
    const elements = stripe.elements();
    const number = elements.create('cardNumber');
    number.mount(w.document.getElementById('n') as DomNode);
    const events: ChangeEvent[] = [];
    number.on('change', (e) => events.push(e));
    type(w, 'カード番号', '3782 822463 10005');
    expect(events.at(-1)).toMatchObject({
      elementType: 'cardNumber',
      complete: true,
      brand: 'amex',
      empty: false,
    });
    type(w, 'カード番号', '4242424242424241');
    expect(events.at(-1)?.error?.code).toBe('invalid_number');
    expect(elements.getElement('cardNumber')).toBe(number);
  });

  it('confirmCardSetup with 3-D Secure resolves after the challenge, its dialog gone', async () => {
    const cus = await ctx.stripe.customers.create({ email: 'shim@example.com' });
    const si = await ctx.stripe.setupIntents.create({
      customer: cus.id,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
    // Late timers: the dialog's removal must not lose a race with the read-back of the intent.
    const w = await browser({ lateTimers: true });
    const stripe = w.Stripe(PK);
    const elements = stripe.elements();
    const number = elements.create('cardNumber');
    number.mount(w.document.getElementById('n') as DomNode);
    elements.create('cardExpiry').mount(w.document.getElementById('e') as DomNode);
    elements.create('cardCvc').mount(w.document.getElementById('c') as DomNode);
    type(w, 'カード番号', '4000002500003155');
    type(w, '有効期限', '12 / 39');
    type(w, 'セキュリティコード', '123');
    const pending = stripe.confirmCardSetup(si.client_secret ?? '', {
      payment_method: { card: number, billing_details: { name: 'TARO YAMADA', email: 'shim@example.com' } },
    });
    await vi.waitFor(() =>
      expect(w.document.querySelector('[role="dialog"] iframe')?.getAttribute('src')).toContain(
        `/3ds/${si.id}`,
      ),
    );
    await answer3ds(ctx.sandbox, si.id, true);
    const result = await pending;
    expect(result.setupIntent?.status).toBe('succeeded');
    // A boolean, not the element: printing a jsdom node of an opaque origin throws SecurityError.
    expect(w.document.querySelector('[role="dialog"]') === null).toBe(true);
    const pm = await ctx.stripe.paymentMethods.retrieve(result.setupIntent?.payment_method ?? '');
    expect(pm.customer).toBe(cus.id);
    expect(pm.card?.last4).toBe('3155');
  });

  it('a declined card resolves { error } with the decline code', async () => {
    const si = await ctx.stripe.setupIntents.create({ allowed_payment_method_types: ['card'] });
    const w = await browser();
    const stripe = w.Stripe(PK);
    const elements = stripe.elements();
    const card = elements.create('card');
    card.mount(w.document.getElementById('n') as DomNode);
    type(w, 'カード番号', '4000000000009995');
    type(w, '有効期限', '1239');
    type(w, 'セキュリティコード', '123');
    const result = await stripe.confirmCardSetup(si.client_secret ?? '', { payment_method: { card } });
    expect(result.error?.code).toBe('card_declined');
  });
});
