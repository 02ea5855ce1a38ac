import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is a labelled modal that focuses confirm and cancels on Escape', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <Dialog
        open
        title="クレジットカードを削除しますか？"
        onConfirm={onConfirm}
        onCancel={onCancel}
        confirmLabel="削除する"
      >
        削除すると元に戻せません。
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'クレジットカードを削除しますか？' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '削除する' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(<Dialog open={false} title="x" onConfirm={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
