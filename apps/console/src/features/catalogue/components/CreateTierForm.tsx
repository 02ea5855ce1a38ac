import { useMutation } from '@apollo/client/react';
import { TierLevels } from '@fan/shared';
import { ActionForm } from '../../../components/ActionForm';
import { SelectField, TextField } from '../../../components/Field';
import { useAction } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { CONSOLE_CREATOR } from '../api/creators';
import { CREATE_TIER } from '../api/tiers';
import { emptyTierForm, tierInput } from '../model/tier-form';
import { TierFields } from './TierFields';

/** A new tier of the creator: rank 0 is the free tier, higher ranks are upgrades. */
export function CreateTierForm({ creatorId, nextRank }: { creatorId: number; nextRank: number }) {
  const [create] = useMutation(CREATE_TIER, {
    refetchQueries: [CONSOLE_CREATOR],
    awaitRefetchQueries: true,
  });
  const { form, text, check, setForm } = useFormFields(() => ({
    ...emptyTierForm,
    slug: '',
    level: nextRank === 0 ? 'free' : 'bronze',
    rank: String(nextRank),
  }));
  const action = useAction(async () => {
    const { slug, level, rank } = form;
    const { data } = await create({
      variables: { input: { creatorId, slug: slug.trim(), level, rank: Number(rank), ...tierInput(form) } },
    });
    setForm({ ...emptyTierForm, slug: '', level, rank: String(Number(rank) + 1) });
    return `プラン「${data?.createTier.title}」を作成しました。価格を設定すると販売できます。`;
  });
  return (
    <ActionForm action={action} card aria-label="プランを追加" submitLabel="プランを作成" busyLabel="作成中…">
      <TextField
        label="プランのスラッグ"
        hint="英小文字・数字・ハイフン"
        {...text('slug')}
        required
        pattern="[a-z0-9][a-z0-9-]{0,39}"
      />
      <SelectField label="レベル" {...text('level')}>
        {TierLevels.map((l) => (
          <option key={l}>{l}</option>
        ))}
      </SelectField>
      <TextField label="ランク" hint="0 は無料プラン" type="number" min={0} max={20} {...text('rank')} />
      <TierFields text={text} check={check} />
    </ActionForm>
  );
}
