/**
 * A fixed number of slots for costly work (password hashes): callers beyond them wait their turn
 * without using the CPU. Waiting callers are kept in lanes (for sign-ins, one per address class,
 * address-class.ts) served in turn, first come first served within a lane: a crowd in one lane
 * waits behind itself, while a caller in a quiet lane gets the next free slot after at most one
 * turn of every other lane. Callers placed `first` (a sign-in from an address the name signed in
 * from before) are served before every lane. A caller that may be refused is told "busy"
 * (SlotsBusyError) when its own lane is full or its turn does not come in time, or, as a bound on
 * memory, when the gate as a whole holds too many; the others wait.
 */

/** Where a caller waits: its lane, or ahead of every lane. */
export interface Place {
  readonly lane?: string;
  readonly first?: boolean;
}
export class SlotsBusyError extends Error {
  constructor() {
    super('every slot is busy');
    this.name = 'SlotsBusyError';
  }
}

type Turn = () => void;

export class SlotGate {
  private running = 0;
  private waitingCount = 0;
  /** Lanes with someone waiting, in the order they are served next (a served lane moves last). */
  private readonly lanes = new Map<string, Turn[]>();
  /** Callers served before every lane. */
  private readonly ahead: Turn[] = [];

  /**
   * @param slots tasks that run at once
   * @param maxWaiting refusable callers one lane may hold waiting
   * @param maxWaitMs how long a refusable caller waits for its turn before it is refused
   * @param maxWaitingInAll refusable callers the whole gate may hold waiting
   */
  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
    readonly maxWaitingInAll = Infinity,
  ) {}

  /** How many tasks run and wait right now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  /** Runs a task in a slot, waiting at its place (one lane for everyone by default). */
  async run<T>(task: () => Promise<T>, refuseWhenBusy = false, place: Place = {}): Promise<T> {
    await this.acquire(refuseWhenBusy, place);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(refuseWhenBusy: boolean, place: Place): Promise<void> {
    if (this.running < this.slots) {
      this.running++;
      return Promise.resolve();
    }
    const lane = place.lane ?? '';
    const queue = place.first ? this.ahead : (this.lanes.get(lane) ?? []);
    if (
      refuseWhenBusy &&
      (queue.length >= this.maxWaiting || this.waitingCount >= this.maxWaitingInAll)
    ) {
      return Promise.reject(new SlotsBusyError());
    }
    return new Promise((resolve, reject) => {
      // The slot passes straight from the task that ends to this one: `running` stays the same.
      const turn: Turn = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      const timer = refuseWhenBusy
        ? setTimeout(() => {
            this.leave(place.first ? null : lane, turn);
            reject(new SlotsBusyError());
          }, this.maxWaitMs)
        : null;
      queue.push(turn);
      if (!place.first && queue.length === 1) this.lanes.set(lane, queue);
      this.waitingCount++;
    });
  }

  /** Takes a caller whose wait ran out off its lane (null: off the callers served first). */
  private leave(lane: string | null, turn: Turn): void {
    const queue = lane === null ? this.ahead : this.lanes.get(lane);
    const at = queue ? queue.indexOf(turn) : -1;
    if (!queue || at < 0) return;
    queue.splice(at, 1);
    this.waitingCount--;
    if (lane !== null && queue.length === 0) this.lanes.delete(lane);
  }

  private release(): void {
    const urgent = this.ahead.shift();
    if (urgent) {
      this.waitingCount--;
      urgent();
      return;
    }
    // The first lane in order gives its first caller the slot, then goes to the back of the order.
    const first = this.lanes.entries().next();
    if (first.done) {
      this.running--;
      return;
    }
    const [lane, queue] = first.value;
    const next = queue.shift();
    this.lanes.delete(lane);
    if (queue.length > 0) this.lanes.set(lane, queue);
    this.waitingCount--;
    next?.();
  }
}
