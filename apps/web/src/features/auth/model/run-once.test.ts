import { describe, expect, it, vi } from 'vitest';
import { runOnce } from './run-once';

describe('runOnce', () => {
  it('runs a task once per key and shares its outcome', async () => {
    const task = vi.fn(async () => 'done');
    const [a, b] = await Promise.all([runOnce('k1', task), runOnce('k1', task)]);
    expect([a, b]).toEqual(['done', 'done']);
    expect(task).toHaveBeenCalledOnce();
    await expect(runOnce('k2', async () => Promise.reject(new Error('used')))).rejects.toThrow('used');
    await expect(runOnce('k2', async () => 'again')).rejects.toThrow('used');
  });
});
