import type { Deps } from '../lib/context.ts';

/**
 * What each queue's jobs carry (ids, never personal data or secrets), queue name → data. Empty here:
 * each feature adds its own queues in its jobs.ts (`declare module '.../jobs/job.ts'`), next to the
 * declaration that works them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declarations (module augmentation)
export interface JobData {}
export type JobName = keyof JobData;

/** What a worker gets: the job's data and where it is in its tries. */
export interface JobRun<N extends JobName> {
  id: string;
  data: JobData[N];
  /** 1 on the first try. */
  attempt: number;
}

export interface QueueSettings {
  /**
   * 'singleton': one job of the queue runs at a time, whatever the number of processes. 'stately': that,
   * and one job waits at most (enqueueing while one waits adds nothing).
   */
  policy: 'standard' | 'singleton' | 'stately';
  /** Tries after the first; then the job goes to the queue's dead letter queue. */
  retryLimit: number;
  /** Seconds before the first retry, doubled (with jitter) on each next one. */
  retryDelay: number;
  /** A job still running after this long (its process died, say) is failed and retried. */
  expireInSeconds: number;
  /**
   * How often an idle worker looks for a job. A worker that has just run one looks for the next at once
   * (start), so a queue with work drains at the speed of its jobs, not one job per interval.
   */
  pollingIntervalSeconds: number;
  /** Jobs of the queue run at once in one process (one worker each); 1 when not given. */
  workersPerProcess?: number;
  /**
   * Jobs a worker takes in one fetch and runs at once (1 when not given). A job of the batch that throws
   * makes pg-boss try the whole batch again, so a batched queue's work must find a job already done
   * (the webhooks' deliveries do: a delivery no longer pending sends nothing).
   */
  batchSize?: number;
  /** When the queue's job is created by itself (cron, UTC). */
  cron?: string;
}

/** One queue: its name, its settings and what runs each of its jobs. */
export interface JobDeclaration<N extends JobName> {
  readonly name: N;
  readonly settings: QueueSettings;
  work(deps: Deps, job: JobRun<N>): Promise<unknown>;
}

/** Any queue's declaration. */
export type AnyJob = { [N in JobName]: JobDeclaration<N> }[JobName];

/** A queue's declaration, made by the feature whose work it runs (its jobs.ts). */
export function defineJob<N extends JobName>(
  name: N,
  settings: QueueSettings,
  work: (deps: Deps, job: JobRun<N>) => Promise<unknown>,
): JobDeclaration<N> {
  return { name, settings, work };
}

/**
 * A queue whose one job the schedule makes (`cron`, UTC): one at a time across processes, three retries
 * a minute apart and doubling, and a look for work every 5 s.
 */
export function scheduledJob<N extends JobName>(
  name: N,
  schedule: { cron: string; expireInSeconds: number },
  work: (deps: Deps, job: JobRun<N>) => Promise<unknown>,
): JobDeclaration<N> {
  return defineJob(
    name,
    { policy: 'singleton', retryLimit: 3, retryDelay: 60, pollingIntervalSeconds: 5, ...schedule },
    work,
  );
}
