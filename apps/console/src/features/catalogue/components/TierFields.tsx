import { CheckField, TextArea, TextField } from '../../../components/Field';
import { pageStyles } from '../../../components/Page';
import type { TierFormValues } from '../model/tier-form';

/** The fields a tier keeps editable after it is made. */
export function TierFields({
  values,
  onChange,
}: {
  values: TierFormValues;
  onChange: (next: TierFormValues) => void;
}) {
  const text = (key: 'title' | 'description' | 'meetingTickets' | 'meetingMinutes') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value }),
  });
  const check = (key: 'premiumChat' | 'voiceCall' | 'hasTrial' | 'restricted') => ({
    checked: values[key],
    onChange: (e: { target: { checked: boolean } }) => onChange({ ...values, [key]: e.target.checked }),
  });
  return (
    <>
      <TextField label="プラン名" required maxLength={40} {...text('title')} />
      <TextField
        label="ミーティングチケット（月）"
        type="number"
        min={0}
        max={100}
        {...text('meetingTickets')}
      />
      <TextField
        label="ミーティング時間（分／月）"
        type="number"
        min={0}
        max={600}
        {...text('meetingMinutes')}
      />
      <div className={pageStyles.formWide}>
        <TextArea label="説明" required maxLength={1000} rows={3} {...text('description')} />
      </div>
      <CheckField label="プレミアムチャット" {...check('premiumChat')} />
      <CheckField label="ボイスコール" {...check('voiceCall')} />
      <CheckField label="お試し期間あり" {...check('hasTrial')} />
      <CheckField label="限定（招待制）" {...check('restricted')} />
    </>
  );
}
