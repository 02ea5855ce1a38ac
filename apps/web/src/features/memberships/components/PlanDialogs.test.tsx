import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanDialogs } from './PlanDialogs';

describe('PlanDialogs', () => {
  it('promises what the product allows after cancelling: resume (再開する) until expiry, not registering again', () => {
    render(<PlanDialogs asking="cancel" onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'メンバーシップを解約しますか？' });
    expect(dialog.textContent).toContain('「再開する」からメンバーシップを再開できます');
    expect(dialog.textContent).not.toContain('再度登録');
  });
});
