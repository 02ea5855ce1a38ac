import type { ConsoleDashboardQuery } from '../../../graphql/generated/operations';
import { formatCount, formatJst } from '../../../lib/format';

type Status = ConsoleDashboardQuery['dashboard']['reconciliation'];
type Run = Status['lastPass'];

function RunLine({ label, run }: { label: string; run: Run }) {
  if (!run) return <li>{label}: まだありません</li>;
  const tone =
    run.outcome === 'ok' ? 'badge-ok' : run.outcome === 'mismatches' ? 'badge-warn' : 'badge-error';
  // Platform-wide: no counts or error text here (they cover every project); the administrators check.
  const word =
    run.outcome === 'ok'
      ? '正常'
      : run.outcome === 'mismatches'
        ? '不一致あり（運営が確認中）'
        : '失敗（運営が確認中）';
  return (
    <li>
      {label}: <span className={`badge ${tone}`}>{word}</span> {formatJst(run.finishedAt)}
    </li>
  );
}

/** Whether Stripe and the ledger agree, and what the reconciler still has open in this project. */
export function ReconciliationPanel({ status }: { status: Status }) {
  return (
    <ul>
      <RunLine label="照合ジョブの最新実行" run={status.lastPass} />
      <RunLine label="Stripe との照合レポート" run={status.lastReport} />
      <li>
        未確定のポイント購入: {formatCount(status.openPointPurchases)}件
        {status.oldestOpenPointPurchase && `（最も古いもの ${formatJst(status.oldestOpenPointPurchase)}）`}
      </li>
      <li>未払いの更新: {formatCount(status.openRenewals)}件</li>
      <li>初回支払い待ちのメンバーシップ: {formatCount(status.pendingRegistrations)}件</li>
      <li>
        1時間以上送信できていないメール:{' '}
        {status.stuckMail === 0 ? (
          'なし'
        ) : (
          <span className="badge badge-warn">
            {formatCount(status.stuckMail)}件（最も古いもの {formatJst(status.oldestStuckMail!)}）
          </span>
        )}
      </li>
    </ul>
  );
}
