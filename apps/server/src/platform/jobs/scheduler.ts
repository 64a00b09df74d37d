import type { FastifyBaseLogger } from 'fastify';

export type Job = {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
};

export type RunningJobs = { stop: () => Promise<void> };

/**
 * Runs each job on its own interval inside this process. A job never overlaps itself here; other instances
 * may run the same job at the same time, which is why every job must be an idempotent sweep (each change a
 * conditional UPDATE in its own transaction). A failing run is logged and retried at the next tick.
 */
export function startJobs(jobs: readonly Job[], log: FastifyBaseLogger): RunningJobs {
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = job
        .run()
        .then((result) => log.debug({ job: job.name, result }, 'job finished'))
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...running]);
    },
  };
}
