import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read';

describe('sharedRead', () => {
  it('serves callers that arrive during a read with the next read, one run for all of them', async () => {
    let value = 0;
    const starts: number[] = [];
    const resolvers: (() => void)[] = [];
    const read = sharedRead(() => {
      starts.push(value);
      const seen = value;
      return new Promise<number>((resolve) => resolvers.push(() => resolve(seen)));
    });

    const first = read();
    value = 1; // a write committed after the first read began
    const second = read();
    const third = read();
    expect(starts).toEqual([0]);
    resolvers[0]();
    expect(await first).toBe(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(starts).toEqual([0, 1]);
    resolvers[1]();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    const fourth = read();
    expect(starts).toEqual([0, 1, 1]);
    resolvers[2]();
    expect(await fourth).toBe(1);
  });

  it('passes a failure to the callers of that read only', async () => {
    let calls = 0;
    const read = sharedRead(() =>
      ++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(calls),
    );
    const failing = read();
    const next = read();
    await expect(failing).rejects.toThrow('down');
    expect(await next).toBe(2);
  });
});
