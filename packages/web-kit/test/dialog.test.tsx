import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../src/dialog';

function Owner({ onClose = () => {}, busy = false }: { onClose?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        削除する
      </button>
      <Dialog
        open={open}
        title="クレジットカードを削除しますか？"
        onClose={close}
        busy={busy}
        actions={
          <button type="button" onClick={close}>
            キャンセル
          </button>
        }
      >
        削除すると元に戻せません。
      </Dialog>
    </>
  );
}

afterEach(cleanup);

// jsdom has no showModal (the real focus trap is checked in e2e/tests/dialogs-keyboard.spec.ts).
describe('Dialog', () => {
  it('is named by its title, described by its body, closes on Escape and gives focus back', async () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '削除する' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'クレジットカードを削除しますか？' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('削除すると元に戻せません。').id);
    screen.getByRole('button', { name: 'キャンセル' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back', async () => {
    render(<Owner />);
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    const cancel = screen.getByRole('button', { name: 'キャンセル' });
    cancel.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(cancel); // the only control: Tab stays on it
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
  });

  it('cannot be dismissed while its action runs', async () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} busy />);
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    screen.getByRole('button', { name: 'キャンセル' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
