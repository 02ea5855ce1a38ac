import { setCardCharges } from '../card-controls.ts';
import { runUntil } from '../timeline.ts';
import { invoicePaymentIntent } from '../billing.ts';
import { formatJst } from '../clock.ts';
import { StripeApiError } from '../http/errors.ts';
import { canChooseKonbini, chooseKonbiniOnInvoice } from './hosted-invoice-konbini.ts';
import { expireKonbini, isKonbiniPending, payKonbini } from '../resources/konbini-vouchers.ts';
import { finishPaymentIntentChallenge } from '../resources/payment-outcomes.ts';
import { finishSetupIntentChallenge } from '../resources/setup-intents.ts';
import { attachTestClock } from '../resources/test-clocks.ts';
import type { Sandbox } from '../sandbox.ts';
import { updateSettings } from '../settings.ts';
import { esc, layout, yen } from './html.ts';

export interface Page {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

const html = (body: string, status = 200): Page => ({ status, type: 'text/html; charset=utf-8', body });
const json = (value: unknown, status = 200): Page => ({
  status,
  type: 'application/json',
  body: JSON.stringify(value, null, 2),
});
const redirect = (to: string): Page => ({
  status: 303,
  type: 'text/plain',
  body: '',
  headers: { location: to },
});

/** Hosted pages (3-D Secure, konbini voucher, invoice), the inbox and sandbox controls. */
export function pageRoutes(sb: Sandbox) {
  return async (method: string, url: URL, body: string): Promise<Page | undefined> => {
    const parts = url.pathname.split('/').filter(Boolean);
    const [a, id, action] = parts;
    try {
      if (a === '3ds' && id) return threeDS(sb, method, id, action, url);
      if (a === 'vouchers' && id) return voucher(sb, method, id, action);
      if (a === 'invoices' && id && action === 'hosted') {
        if (method === 'POST' && parts[3] === 'konbini') return chooseKonbini(sb, id, body);
        return hostedInvoice(sb, id);
      }
      // Not Stripe's API: see attachTestClock.
      if (a === '_sandbox' && id === 'customers' && parts[3] === 'test_clock' && method === 'POST')
        return json(attachTestClock(sb, parts[2] ?? ''));
      // Not Stripe's API: see setCardCharges.
      if (a === '_sandbox' && id === 'payment_methods' && parts[3] === 'charges' && method === 'POST') {
        const answer = setCardCharges(sb, parts[2] ?? '', body);
        return json(answer.body, answer.status);
      }
      if (a === '_sandbox') return control(sb, method, id, url, body);
    } catch (e) {
      if (e instanceof StripeApiError) return json({ error: e.body }, e.status);
      throw e;
    }
    return undefined;
  };
}

function threeDS(sb: Sandbox, method: string, id: string, action: string | undefined, url: URL): Page {
  const intent = id.startsWith('seti_') ? sb.get('setupIntents', id) : sb.get('paymentIntents', id);
  if (method === 'POST' && (action === 'complete' || action === 'fail')) {
    const passed = action === 'complete';
    if (intent.object === 'setup_intent') finishSetupIntentChallenge(sb, intent, passed);
    else finishPaymentIntentChallenge(sb, intent, passed);
    // The Stripe.js stand-in listens for this message to close its modal.
    return html(
      layout(
        '3D セキュア',
        `<p id="result">${passed ? '認証が完了しました。' : '認証に失敗しました。'}</p>
<script>parent.postMessage({type:'stripe-sandbox-3ds',intent:${JSON.stringify(id)},result:${JSON.stringify(action)}},'*')</script>`,
      ),
    );
  }
  const amount =
    intent.object === 'payment_intent' ? `<p>金額: ${yen(intent.amount)}</p>` : '<p>カードの登録</p>';
  const q = url.search;
  return html(
    layout(
      '3D セキュア認証 (テスト)',
      `<h1>3D セキュア認証（テスト）</h1><div class="card">${amount}
<p class="test">これはサンドボックスのテスト用認証ページです。</p>
<form method="post" action="/3ds/${esc(id)}/complete${esc(q)}"><button type="submit">認証を完了する</button></form>
<form method="post" action="/3ds/${esc(id)}/fail${esc(q)}"><button type="submit" class="secondary">認証に失敗する</button></form></div>`,
    ),
  );
}

const STORES: Record<string, string> = {
  familymart: 'ファミリーマート',
  lawson: 'ローソン',
  ministop: 'ミニストップ',
  seicomart: 'セイコーマート',
};

function voucher(sb: Sandbox, method: string, id: string, action: string | undefined): Page {
  const pi = sb.get('paymentIntents', id);
  if (method === 'POST' && action === 'pay') {
    payKonbini(sb, pi);
    return redirect(`/vouchers/${id}`);
  }
  if (method === 'POST' && action === 'expire') {
    expireKonbini(sb, pi);
    return redirect(`/vouchers/${id}`);
  }
  const d = pi.next_action?.konbini_display_details;
  const status =
    pi.status === 'succeeded'
      ? 'お支払い済み'
      : isKonbiniPending(pi)
        ? 'お支払い待ち'
        : pi.status === 'canceled'
          ? 'キャンセル済み'
          : '期限切れ・無効';
  const rows = d
    ? Object.entries(d.stores)
        .map(
          ([k, s]) =>
            `<tr><th>${esc(STORES[k] ?? k)}</th><td>お客様番号/受付番号: <b>${esc(s?.payment_code)}</b><br>確認番号: ${esc(s?.confirmation_number)}</td></tr>`,
        )
        .join('')
    : '';
  const buttons = isKonbiniPending(pi)
    ? `<form method="post" action="/vouchers/${esc(id)}/pay"><button>店頭で支払う（テスト）</button></form>
<form method="post" action="/vouchers/${esc(id)}/expire"><button class="secondary">期限切れにする（テスト）</button></form>`
    : '';
  return html(
    layout(
      'コンビニ支払い',
      `<h1>コンビニでのお支払い</h1><div class="card"><p>金額: <b>${yen(pi.amount)}</b></p>
<p>状態: <span class="badge" id="status">${status}</span></p>
${d ? `<p>お支払い期限: <b>${esc(formatJst(d.expires_at))}</b>（日本時間）</p>` : ''}
<p>期限までにお支払いがない場合、お支払い番号は無効になります。</p></div>
${rows ? `<div class="card"><table>${rows}</table></div>` : ''}<div class="card">${buttons}</div>`,
    ),
  );
}

function hostedInvoice(sb: Sandbox, id: string): Page {
  const inv = sb.get('invoices', id);
  const pi = invoicePaymentIntent(sb, inv);
  const voucherLink =
    pi && isKonbiniPending(pi) ? `<p><a href="/vouchers/${esc(pi.id)}">コンビニ支払い番号を表示</a></p>` : '';
  const cus = sb.state.customers[typeof inv.customer === 'string' ? inv.customer : ''];
  const konbiniForm = canChooseKonbini(sb, inv)
    ? `<div class="card"><h2>コンビニ払い</h2>
<form method="post" action="/invoices/${esc(inv.id)}/hosted/konbini">
<p><label>お名前 <input name="name" value="${esc(cus?.name ?? cus?.email ?? '')}" required></label></p>
<p><label>メールアドレス <input name="email" type="email" value="${esc(cus?.email ?? '')}" required></label></p>
<button type="submit">コンビニで支払う</button></form>
<p class="test">テストモード: メールアドレスで結果が決まります（…fill_never@、…succeed_immediately@ など）。</p></div>`
    : '';
  const statusJa: Record<string, string> = {
    draft: '下書き',
    open: '未払い',
    paid: '支払い済み',
    uncollectible: '回収不能',
    void: '無効',
  };
  return html(
    layout(
      `請求書 ${inv.number ?? ''}`,
      `<h1>請求書 ${esc(inv.number)}</h1><div class="card"><p>金額: <b>${yen(inv.amount_due)}</b></p>
<p>状態: <span class="badge" id="status">${esc(statusJa[inv.status ?? 'draft'] ?? inv.status)}</span></p>
${inv.due_date ? `<p>お支払い期限: ${esc(formatJst(inv.due_date))}</p>` : ''}
<table>${inv.lines.data.map((l) => `<tr><td>${esc(l.description)}</td><td>${yen(l.amount)}</td></tr>`).join('')}</table>
${voucherLink}</div>${konbiniForm}`,
    ),
  );
}

/** The fan picked konbini on the hosted invoice page: confirm the invoice's intent, show the voucher. */
function chooseKonbini(sb: Sandbox, id: string, body: string): Page {
  const form = new URLSearchParams(body);
  const pi = chooseKonbiniOnInvoice(sb, sb.get('invoices', id), {
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
  });
  return redirect(`/vouchers/${pi.id}`);
}

function control(
  sb: Sandbox,
  method: string,
  what: string | undefined,
  url: URL,
  body: string,
): Page | undefined {
  if (method === 'POST' && what === 'advance') {
    const params = body.trim().startsWith('{')
      ? (JSON.parse(body) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(body));
    const seconds = Number(params.seconds ?? url.searchParams.get('seconds') ?? 0);
    if (!Number.isFinite(seconds) || seconds < 0)
      return json({ error: { message: 'seconds must be >= 0' } }, 400);
    advanceGlobal(sb, seconds);
    return json({ now: sb.clock.now(), offset_seconds: sb.clock.offsetSeconds });
  }
  if (what === 'settings' && method === 'GET') return json(sb.state.settings);
  if (what === 'settings' && method === 'POST') {
    let input: unknown;
    try {
      input = JSON.parse(body || '{}');
    } catch {
      return json({ error: { message: 'settings must be a JSON object' } }, 400);
    }
    if (!input || typeof input !== 'object' || Array.isArray(input))
      return json({ error: { message: 'settings must be a JSON object' } }, 400);
    const error = updateSettings(sb.state.settings, input as Record<string, unknown>);
    if (error) return json({ error: { message: error } }, 400);
    sb.changed();
    return json(sb.state.settings);
  }
  if (what === 'rate-limits' && method === 'POST') {
    const input = JSON.parse(body || '{}') as Record<string, unknown>;
    const rate = (v: unknown) => (v === null || (typeof v === 'number' && v > 0) ? v : undefined);
    const limits = { global: rate(input.global), endpoint: rate(input.endpoint) };
    if (limits.global === undefined && limits.endpoint === undefined)
      return json({ error: { message: 'global / endpoint: a positive number or null' } }, 400);
    sb.rateLimiter.set(Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)));
  }
  if (what === 'rate-limits')
    return json({
      limits: sb.rateLimiter.limits,
      refused: sb.rateLimiter.refused,
      served: sb.rateLimiter.served,
    });
  if (method === 'GET' && what === 'time')
    return json({ now: sb.clock.now(), offset_seconds: sb.clock.offsetSeconds });
  if (method === 'GET' && what === 'inbox.json') {
    const email = url.searchParams.get('email');
    return json(sb.state.inbox.filter((m) => !email || m.to === email));
  }
  if (method === 'GET' && what === 'webhooks.json') return json(sb.webhooks.log);
  if (method === 'GET' && what === 'inbox') {
    const items = [...sb.state.inbox]
      .reverse()
      .map(
        (m) =>
          `<div class="card"><p><b>${esc(m.subject)}</b></p><p>宛先: ${esc(m.to)} ・ ${esc(formatJst(m.created))}</p><p>${esc(m.body)}</p>${m.links
            .map((l) => `<p><a href="${esc(l)}">${esc(l)}</a></p>`)
            .join('')}</div>`,
      )
      .join('');
    return html(
      layout('受信トレイ (sandbox)', `<h1>受信トレイ</h1>${items || '<p>メールはありません。</p>'}`),
    );
  }
  return undefined;
}

/** Moves sandbox-global time forward, running renewals and expiries on the way. */
export function advanceGlobal(sb: Sandbox, seconds: number): void {
  const target = sb.clock.now() + Math.floor(seconds);
  runUntil(sb, null, target, (t) => {
    const now = sb.clock.now();
    if (t > now) sb.clock.advance(t - now);
  });
  sb.changed();
}
