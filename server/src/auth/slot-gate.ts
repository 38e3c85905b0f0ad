/**
 * A fixed number of slots for costly work (password hashes): callers beyond them wait their turn,
 * first come first served, without using the CPU. A caller that may be refused is told "busy"
 * (SlotsBusyError) when too many already wait or its turn does not come in time; the others wait.
 */
export class SlotsBusyError extends Error {
  constructor() {
    super('every slot is busy');
    this.name = 'SlotsBusyError';
  }
}

export class SlotGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  /** How many tasks run and wait right now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>, refuseWhenBusy = false): Promise<T> {
    await this.acquire(refuseWhenBusy);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(refuseWhenBusy: boolean): Promise<void> {
    if (this.running < this.slots) {
      this.running++;
      return Promise.resolve();
    }
    if (refuseWhenBusy && this.waiting.length >= this.maxWaiting) {
      return Promise.reject(new SlotsBusyError());
    }
    return new Promise((resolve, reject) => {
      // The slot passes straight from the task that ends to this one: `running` stays the same.
      const turn = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      const timer = refuseWhenBusy
        ? setTimeout(() => {
            this.waiting.splice(this.waiting.indexOf(turn), 1);
            reject(new SlotsBusyError());
          }, this.maxWaitMs)
        : null;
      this.waiting.push(turn);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
