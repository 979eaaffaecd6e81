/**
 * Work a route starts and does not wait for before it answers (the password-recovery e-mail: the
 * answer must not take longer for an existing account than for an unknown one). Failures are
 * logged, never thrown into the request. `idle()` waits for what is running: the app waits for it
 * before it closes (so the database is not closed under a task), and tests wait for it before
 * they look at what a call did.
 */
export interface BackgroundLog {
  error(details: object, message: string): void;
}

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: BackgroundLog) {}

  /** Starts `task` now; a failure is logged as `what` with the error's name and code only. */
  run(what: string, task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((error: unknown) => {
        // Name and code only: a message could quote a secret (an e-mail body, a code).
        const { name, code } = (error ?? {}) as { name?: string; code?: string };
        this.log.error({ task: what, error: { name, code } }, `${what} failed`);
      })
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  get pending(): number {
    return this.running.size;
  }
}
