/**
 * Load shedding for a storm: at most `limit` requests of one kind in flight in this process; one
 * more is refused at once (the caller answers 429 and the page retries after a pause) instead of
 * queueing until every request is slow and the proxy answers 502.
 */
export class AdmissionGate {
  private inFlight = 0;

  constructor(readonly limit: number) {}

  get busy(): number {
    return this.inFlight;
  }

  /** Runs `job` if there is room, else throws what `refuse` makes. */
  async run<T>(refuse: () => Error, job: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.limit) throw refuse();
    this.inFlight++;
    try {
      return await job();
    } finally {
      this.inFlight--;
    }
  }
}
