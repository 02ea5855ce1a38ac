import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('runs a double tap once and stays in flight after the task ends', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let finish = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(task);
      void result.current.run(task);
    });
    expect(task).toHaveBeenCalledOnce();
    expect(result.current.inFlight).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    await act(() => result.current.run(task));
    expect(task).toHaveBeenCalledOnce();
    expect(result.current.inFlight).toBe(true);
  });

  it('opens again when the task throws', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(() => expect(result.current.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x'));
    expect(result.current.inFlight).toBe(false);
    const task = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(task));
    expect(task).toHaveBeenCalledOnce();
  });
});
