import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startJobs } from './scheduler';

const log = { debug: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('startJobs', () => {
  afterEach(() => vi.useRealTimers());

  it('runs each job on its interval, never overlapping itself, and logs failures', async () => {
    vi.useFakeTimers();
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    let release: () => void = () => undefined;
    const jobs = startJobs(
      [
        {
          name: 'slow',
          everyMs: 1000,
          run: async () => {
            runs += 1;
            running += 1;
            maxRunning = Math.max(maxRunning, running);
            await new Promise<void>((resolve) => (release = resolve));
            running -= 1;
          },
        },
        { name: 'failing', everyMs: 1000, run: () => Promise.reject(new Error('boom')) },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(maxRunning).toBe(1);
    expect(log.error).toHaveBeenCalled();
    const stopped = jobs.stop();
    release();
    await stopped;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
