import { CheckField, TextArea, TextField } from '../../../components/Field';
import { pageStyles } from '../../../components/Page';
import type { bindFields } from '../../../lib/use-form-fields';
import type { TierFormValues } from '../model/tier-form';

/** The fields a tier keeps editable after it is made, bound to a form that holds them. */
export function TierFields({ text, check }: ReturnType<typeof bindFields<TierFormValues>>) {
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
