import type { ConsoleFanQuery } from '../../../graphql/generated/operations';
import { formatCount, formatJst } from '../../../lib/format';
import styles from './FanTables.module.css';

type Fan = ConsoleFanQuery['fans'][number];

/** Who the fan is, their Stripe ids, saved card (brand and last four only) and balances. */
export function FanSummary({ fan, typeName }: { fan: Fan; typeName: (id: number) => string }) {
  const card = fan.savedCard;
  return (
    <dl className={styles.summary}>
      <div>
        <dt>ファン ID</dt>
        <dd>{fan.id}</dd>
      </div>
      <div>
        <dt>メールアドレス</dt>
        <dd>{fan.email ?? '—'}</dd>
      </div>
      <div>
        <dt>登録日時</dt>
        <dd>{formatJst(fan.createdAt)}</dd>
      </div>
      {fan.deletedAt && (
        <div>
          <dt>退会</dt>
          <dd>
            <span className="badge badge-warn">退会済み</span> {formatJst(fan.deletedAt)}
            （個人情報は削除済み。支払いとポイントの記録のみ保管）
          </dd>
        </div>
      )}
      <div>
        <dt>Firebase UID</dt>
        <dd>
          <code>{fan.firebaseUid}</code>
        </dd>
      </div>
      <div>
        <dt>Stripe 顧客</dt>
        <dd>
          <code>{fan.stripeCustomerId ?? '—'}</code>
        </dd>
      </div>
      <div>
        <dt>保存済みカード</dt>
        <dd>
          {card ? (
            <>
              {card.brand.toUpperCase()} 末尾 {card.last4}（有効期限 {String(card.expMonth).padStart(2, '0')}/
              {card.expYear}）<br />
              <code>{card.stripePaymentMethodId}</code>
            </>
          ) : (
            'なし'
          )}
        </dd>
      </div>
      <div>
        <dt>照合待ち（Stripe と未確定）</dt>
        <dd>
          {fan.reconcileStatus.openPointPurchases +
            fan.reconcileStatus.openRenewals +
            fan.reconcileStatus.pendingRegistrations ===
          0
            ? 'なし'
            : `購入 ${fan.reconcileStatus.openPointPurchases}件・未払いの更新 ${fan.reconcileStatus.openRenewals}件・初回支払い待ち ${fan.reconcileStatus.pendingRegistrations}件`}
        </dd>
      </div>
      {fan.balances.map((b) => (
        <div key={b.pointTypeId}>
          <dt>残高（{typeName(b.pointTypeId)}）</dt>
          <dd>
            有償 {formatCount(b.paid)}
            {b.unit}・無償 {formatCount(b.free)}
            {b.unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}
