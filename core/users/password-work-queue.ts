/**
 * A small bound on concurrent password hashing (ADR 0081). Each scrypt run takes 128 MiB and one libuv
 * thread for about a second: unbounded, a handful of bad log-ins would eat the memory and the thread pool
 * that file serving and compression need. At most `running` jobs run; up to `waiting` more queue in order;
 * past that the job is refused at once with PasswordWorkBusyError (the caller answers 429).
 */
export class PasswordWorkBusyError extends Error {
  constructor() {
    super("Too many password checks at once");
    this.name = "PasswordWorkBusyError";
  }
}

export class BoundedWorkQueue {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.queue.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw new PasswordWorkBusyError();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next waiter (the count stays), or free it.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
