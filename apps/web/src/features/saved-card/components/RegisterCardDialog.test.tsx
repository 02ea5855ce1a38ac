import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegisterCardDialog } from './RegisterCardDialog';

const gold = { amount: 1100, membership: { name: 'ほしの', currentTier: { title: 'ゴールドプラン' } } };
const silver = { amount: 500, membership: { name: 'つきの', currentTier: { title: 'シルバープラン' } } };

function setup(overwrite: boolean, renewals = [gold]) {
  const onConfirm = vi.fn();
  render(
    <RegisterCardDialog
      open
      overwrite={overwrite}
      renewals={renewals}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
    />,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe('RegisterCardDialog', () => {
  it('with no renewal unpaid, asks only to register (spec section 4)', async () => {
    const { onConfirm, user } = setup(false, []);
    expect(screen.getByRole('dialog', { name: 'このカードを登録しますか？' })).toBeTruthy();
    expect(screen.queryByText(/未払い/)).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });

  it('names the unpaid renewal and its amount; its button pays exactly that amount', async () => {
    const { onConfirm, user } = setup(true);
    expect(screen.getByText('登録済みのカード情報は破棄されます。よろしいですか？')).toBeTruthy();
    expect(
      screen.getByText(
        '登録すると、未払いの更新料金 ¥1,100（ほしの ゴールドプラン）をこのカードでお支払いします。',
      ),
    ).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: '登録して、更新料金 ¥1,100 も支払う' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: '登録して ¥1,100 を支払う' }));
    expect(onConfirm).toHaveBeenCalledWith(1100);
  });

  it('lets the fan register without paying: the button then charges nothing', async () => {
    const { onConfirm, user } = setup(false);
    await user.click(screen.getByRole('radio', { name: '登録のみ（今は支払わない）' }));
    expect(screen.queryByRole('button', { name: /支払う/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });

  it('sums several renewals and names each with its amount', () => {
    setup(false, [gold, silver]);
    expect(
      screen.getByText(
        '登録すると、未払いの更新料金 ¥1,600（ほしの ゴールドプラン ¥1,100、つきの シルバープラン ¥500）をこのカードでお支払いします。',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '登録して ¥1,600 を支払う' })).toBeTruthy();
  });
});
