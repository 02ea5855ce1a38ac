import { describe, expect, it } from 'vitest';
import { oneAtATime, oneAtATimePer } from './one-at-a-time';

describe('oneAtATime', () => {
  it('starts a second call only after the first has ended, in the order they were made', async () => {
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const run = oneAtATime(async (name: string, wait?: Promise<void>) => {
      events.push(`start ${name}`);
      await wait;
      events.push(`end ${name}`);
      return name;
    });
    const first = run('a', gate);
    const second = run('b');
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toEqual(['start a']);
    release();
    expect(await second).toBe('b');
    expect(await first).toBe('a');
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('still runs the next call when the one before it failed, and passes the failure to its own caller', async () => {
    const run = oneAtATime(async (fail: boolean) => {
      if (fail) throw new Error('failed');
      return 'ok';
    });
    const failed = run(true);
    const next = run(false);
    await expect(failed).rejects.toThrow('failed');
    expect(await next).toBe('ok');
  });
});

describe('oneAtATimePer', () => {
  it('runs calls of one key one after another, and calls of another key alongside', async () => {
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const run = oneAtATimePer(
      (key: string, _name: string, _wait?: Promise<void>) => key,
      async (key: string, name: string, wait?: Promise<void>) => {
        events.push(`start ${key}${name}`);
        await wait;
        events.push(`end ${key}${name}`);
        return name;
      },
    );
    const first = run('a', '1', gate);
    const second = run('a', '2');
    const other = run('b', '1');
    expect(await other).toBe('1');
    expect(events).toEqual(['start a1', 'start b1', 'end b1']);
    release();
    expect(await second).toBe('2');
    expect(await first).toBe('1');
    expect(events).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2', 'end a2']);
  });
});
