import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ActionForm } from '../../../components/ActionForm';
import { Button } from '../../../components/Button';
import { pageStyles } from '../../../components/Page';
import { useAction } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import type { ConsoleCreatorQuery } from '../../../graphql/generated/operations';
import { ARCHIVE_TIER, UNARCHIVE_TIER, UPDATE_TIER } from '../api/tiers';
import { tierFormFrom, tierInput } from '../model/tier-form';
import { ArchiveToggle } from './ArchiveToggle';
import { ArchivedBadge } from './ArchivedBadge';
import { PricesTable } from './PricesTable';
import { SetPriceForm } from './SetPriceForm';
import { TierFields } from './TierFields';
import styles from './TierPanel.module.css';

type Tier = NonNullable<ConsoleCreatorQuery['creator']>['tiers'][number];

/** One tier: what it offers, its prices and the forms that change them. */
export function TierPanel({ tier }: { tier: Tier }) {
  const [editing, setEditing] = useState(false);
  const perks = [
    tier.premiumChat && 'プレミアムチャット',
    tier.voiceCall && 'ボイスコール',
    tier.meetingTickets > 0 && `ミーティング ${tier.meetingTickets}回・${tier.meetingMinutes}分／月`,
    tier.hasTrial && 'お試しあり',
    tier.restricted && '限定',
  ].filter(Boolean);
  return (
    <article className={`${pageStyles.card} ${styles.tier}`} aria-labelledby={`tier-${tier.id}`}>
      <header className={styles.head}>
        <h3 id={`tier-${tier.id}`} className={styles.title}>
          {tier.title}
        </h3>
        <span className="badge">ランク {tier.rank}</span>
        <span className="badge">{tier.level}</span>
        <ArchivedBadge archivedAt={tier.archivedAt} />
        <span className={styles.spacer} />
        <Button small variant="secondary" onClick={() => setEditing(!editing)} aria-expanded={editing}>
          {editing ? '編集をやめる' : '編集'}
        </Button>
        <ArchiveToggle
          subject={`プラン「${tier.title}」`}
          archived={Boolean(tier.archivedAt)}
          effect="新しい登録とこのプランへの変更を受け付けなくなります。今のメンバーはこのプランのまま更新・解約・再開できます。"
          id={tier.id}
          archive={ARCHIVE_TIER}
          unarchive={UNARCHIVE_TIER}
        />
      </header>
      <p className={styles.meta}>
        <code>{tier.slug}</code>・ID {tier.id}
        {tier.stripeProductId && (
          <>
            ・Stripe Product <code>{tier.stripeProductId}</code>
          </>
        )}
      </p>
      <p className={styles.description}>{tier.description}</p>
      {perks.length > 0 && <p className={styles.meta}>{perks.join('・')}</p>}
      {editing && <EditTier tier={tier} onDone={() => setEditing(false)} />}
      {tier.rank > 0 && (
        <>
          <PricesTable caption={`${tier.title}の価格`} prices={tier.prices} />
          <SetPriceForm tierId={tier.id} tierTitle={tier.title} />
        </>
      )}
    </article>
  );
}

function EditTier({ tier, onDone }: { tier: Tier; onDone: () => void }) {
  const [update] = useMutation(UPDATE_TIER);
  const { form, text, check } = useFormFields(() => tierFormFrom(tier));
  const action = useAction(async () => {
    await update({ variables: { input: { id: tier.id, ...tierInput(form) } } });
    onDone();
  });
  return (
    <ActionForm
      action={action}
      aria-label={`${tier.title}を編集`}
      submitLabel="プランを保存"
      busyLabel="保存中…"
    >
      <TierFields text={text} check={check} />
    </ActionForm>
  );
}
