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

/** What `run` waits for: Node's ServerResponse (and light-my-request's) emit these. */
export interface AnswerStream {
  readonly writableFinished: boolean;
  once(event: 'finish' | 'close', listener: () => void): unknown;
}

/** Resolves on the turn of the event loop after the answer went out (or its connection closed). */
function answered(stream: AnswerStream | undefined): Promise<void> {
  if (!stream) return Promise.resolve();
  return new Promise((resolve) => {
    // setImmediate: what else the answer's end set off (the caller's own callbacks) runs first.
    const later = () => setImmediate(resolve);
    if (stream.writableFinished) return later();
    stream.once('finish', later);
    // A connection closed before the answer was sent: the work still runs.
    stream.once('close', later);
  });
}

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: BackgroundLog) {}

  /**
   * Runs `task`; a failure is logged as `what` with the error's name and code only. Given the
   * answer (`reply.raw`), the task starts once the answer has been sent: with PGlite, queries run
   * on the server's own thread and would otherwise hold the answer back. It counts as running
   * (`idle()` waits for it) from this call on.
   */
  run(what: string, task: () => Promise<void>, after?: AnswerStream): void {
    const promise = answered(after)
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
