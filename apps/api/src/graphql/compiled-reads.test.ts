import { describe, expect, it } from 'vitest';
import { parse, type ExecutionArgs } from 'graphql';
import { compileGate } from './compiled-reads';

const run = (source: string) => ({ document: parse(source) }) as ExecutionArgs;

describe('compileGate', () => {
  it('compiles queries only: a mutation always runs on graphql-js', () => {
    const gate = compileGate();
    expect(gate(run('{ a }'))).toBe(true);
    expect(gate(run('mutation { a }'))).toBe(false);
    expect(gate(run('query Q { ...F } fragment F on Query { a }'))).toBe(true);
  });

  it('leaves a document of several operations to graphql-js (the JIT cache ignores the name)', () => {
    const gate = compileGate();
    const both = { document: parse('mutation M { a } query Q { b }'), operationName: 'Q' };
    expect(gate(both as ExecutionArgs)).toBe(false);
    expect(gate({ ...both, operationName: 'M' } as ExecutionArgs)).toBe(false);
  });

  it('rations compiles of new documents; a compiled one runs compiled for ever', () => {
    let t = 0;
    const gate = compileGate({ burst: 2, perSecond: 4, now: () => t });
    const hot = run('{ hot }');
    expect(gate(hot)).toBe(true);
    expect(gate(run('{ a }'))).toBe(true);
    const third = run('{ b }');
    expect(gate(third)).toBe(false); // out of tokens: graphql-js this time
    expect(gate(hot)).toBe(true); // already compiled: costs nothing
    t = 200; // 0.8 token
    expect(gate(third)).toBe(false);
    t = 250; // 1 token
    expect(gate(third)).toBe(true);
    expect(gate(third)).toBe(true);
    t = 100_000; // a long quiet spell refills the burst, not more
    expect([1, 2, 3].map((i) => gate(run(`{ c${i} }`)))).toEqual([true, true, false]);
  });
});
