import { CheckField, TextArea, TextField } from '../../../components/Field';
import { pageStyles } from '../../../components/Page';
import type { bindFields } from '../../../lib/use-form-fields';
import type { TierFormValues } from '../model/tier-form';

const MEETINGS = [
  { key: 'meetingTickets', label: 'ミーティングチケット（月）', max: 100 },
  { key: 'meetingMinutes', label: 'ミーティング時間（分／月）', max: 600 },
] as const;

const PERKS = [
  { key: 'premiumChat', label: 'プレミアムチャット' },
  { key: 'voiceCall', label: 'ボイスコール' },
  { key: 'hasTrial', label: 'お試し期間あり' },
  { key: 'restricted', label: '限定（招待制）' },
] as const;

/** The fields a tier keeps editable after it is made, bound to a form that holds them. */
export function TierFields({ text, check }: ReturnType<typeof bindFields<TierFormValues>>) {
  return (
    <>
      <TextField label="プラン名" required maxLength={40} {...text('title')} />
      {MEETINGS.map(({ key, label, max }) => (
        <TextField key={key} label={label} type="number" min={0} max={max} {...text(key)} />
      ))}
      <div className={pageStyles.formWide}>
        <TextArea label="説明" required maxLength={1000} rows={3} {...text('description')} />
      </div>
      {PERKS.map(({ key, label }) => (
        <CheckField key={key} label={label} {...check(key)} />
      ))}
    </>
  );
}
