import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toast-context';

function Trigger({ kind, message }: { kind: 'success' | 'error'; message: string }) {
  const toast = useToast();
  return <button onClick={() => toast[kind](message)}>show {message}</button>;
}

/** Renders a button that shows the toast, and taps it. */
function showToast(kind: 'success' | 'error', message: string) {
  render(
    <ToastProvider>
      <Trigger kind={kind} message={message} />
    </ToastProvider>,
  );
  act(() => screen.getByRole('button').click());
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows an error toast and hides it after 3 seconds', () => {
    showToast('error', 'エラーが発生しました。');
    expect(screen.getByRole('alert').textContent).toBe('エラーが発生しました。');
    expect(screen.getByRole('alert').dataset.kind).toBe('error');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the success style and restarts the timer for a new message', () => {
    showToast('success', '保存しました');
    act(() => vi.advanceTimersByTime(2000));
    act(() => screen.getByRole('button').click());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').dataset.kind).toBe('success');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
