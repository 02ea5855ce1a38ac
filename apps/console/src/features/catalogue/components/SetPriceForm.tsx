import { useMutation } from '@apollo/client/react';
import { ActionForm } from '../../../components/ActionForm';
import { SelectField, TextField } from '../../../components/Field';
import { formatYen } from '../../../lib/format';
import { LocalProblem, useAction } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { CONSOLE_CREATOR } from '../api/creators';
import { SET_TIER_PRICE } from '../api/tiers';
import { KONBINI_YEN, PERIODS, tierPriceProblem } from '../model/price-rules';

/**
 * Sets the price of one period and payment variant. A new amount makes a new Stripe Price and
 * archives the old one; members already subscribed keep paying the old price.
 */
export function SetPriceForm({ tierId, tierTitle }: { tierId: number; tierTitle: string }) {
  const [setPrice] = useMutation(SET_TIER_PRICE, {
    refetchQueries: [CONSOLE_CREATOR],
    awaitRefetchQueries: true,
  });
  const { form, text } = useFormFields({ months: '1', variant: 'card', price: '', fee: '190' });
  const { months, price, fee } = form;
  const konbini = form.variant === 'konbini';
  const action = useAction(async () => {
    const input = {
      tierId,
      months: Number(months),
      konbini,
      price: Number(price),
      konbiniFee: konbini ? Number(fee) : 0,
    };
    const problem = tierPriceProblem(input);
    if (problem) throw new LocalProblem(problem);
    await setPrice({ variables: { input } });
    return `${tierTitle}の${months}か月（${konbini ? 'コンビニ' : 'カード'}）を${formatYen(input.price)}にしました。`;
  });
  return (
    <ActionForm
      action={action}
      aria-label={`${tierTitle}の価格を設定`}
      submitLabel="価格を設定"
      busyLabel="設定中…"
      submitDisabled={!price}
    >
      <SelectField label="期間" {...text('months')}>
        {PERIODS.map((m) => (
          <option key={m} value={m}>
            {m}か月
          </option>
        ))}
      </SelectField>
      <SelectField label="支払い方法" {...text('variant')}>
        <option value="card">カード</option>
        <option value="konbini">コンビニ</option>
      </SelectField>
      <TextField
        label={konbini ? 'コンビニ価格（手数料込み・円）' : '価格（円）'}
        hint={
          konbini
            ? `Stripe のコンビニ払いは${formatYen(KONBINI_YEN.min)}〜${formatYen(KONBINI_YEN.max)}`
            : '¥100〜¥1,000,000（税込）'
        }
        type="number"
        inputMode="numeric"
        {...text('price')}
        required
      />
      {konbini && (
        <TextField label="うちコンビニ手数料（円）" type="number" min={0} max={1000} {...text('fee')} />
      )}
    </ActionForm>
  );
}
