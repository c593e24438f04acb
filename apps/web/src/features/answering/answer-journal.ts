/**
 * The answer journal behind every answering page (practice, exams, tasks): each change is written
 * to localStorage first, under one key per attempt or task, with a rising number; then it is sent.
 * An entry leaves the journal only when the server acknowledges that number, so an acknowledgement
 * of an older change never drops a newer one made while it travelled. Nothing is lost to a failed
 * save, a dropped connection or a closed tab: waiting entries are resent after a failure (with a
 * growing pause), when the network returns, and on the next load of the page. `flush` sends
 * everything at once and rejects while anything is left, so a submit never goes ahead without them.
 * Plain TypeScript (no React), so its rules are tested on their own; `useAnswerJournal` wraps it.
 */
import { ApiError } from '../../api/errors';

/** Stored as the exam's journal always stored it, so entries left before this engine are read. */
type Entry<T> = { answer: T; seq: number };
type Stored<T> = { seq: number; pending: Record<string, Entry<T>> };

export type JournalState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  /** The server could not be reached (or failed): the entries wait and are resent. */
  | { kind: 'offline' }
  /** The server said no (time up, paused, locked…): the entries wait, the message says why. */
  | { kind: 'refused'; message: string };

export interface JournalSnapshot {
  state: JournalState;
  pendingCount: number;
}

export interface JournalOptions<T, A> {
  /** localStorage key of this attempt's or task's journal. */
  storageKey: string;
  /** Sends one entry; resolves with the server's acknowledgement. */
  send: (key: string, value: T, seq: number) => Promise<A>;
  /** When the server saved it (the acknowledgement's time when it has one). */
  savedAt?: (ack: A) => string;
  /** The numbering starts above this (the server's newest number, so a new device counts on). */
  initialSeq?: number;
  /** A change waits this long for the next before it is sent (typing); 0 sends at once. */
  delayMs?: number;
  onAck?: (ack: A, key: string) => void;
  onRefused?: (error: ApiError) => void;
}

/** Pauses between resends while the server fails: growing, then steady. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/** flush() rejects with this when some answers could not be saved; the submit must not go ahead. */
export class AnswersNotSavedError extends Error {
  readonly reason: 'offline' | 'refused';
  readonly pendingCount: number;
  constructor(reason: 'offline' | 'refused', pendingCount: number, message: string) {
    super(message);
    this.name = 'AnswersNotSavedError';
    this.reason = reason;
    this.pendingCount = pendingCount;
  }
}

/** Unreachable, failing or busy: worth sending again. Anything else is the server's answer. */
function isTransient(error: ApiError): boolean {
  return error.code === 0 || error.code === 429 || error.code >= 500;
}

function readStored<T>(storageKey: string): Stored<T> {
  try {
    const raw = localStorage.getItem(storageKey);
    if (raw) {
      const parsed = JSON.parse(raw) as Stored<T>;
      if (typeof parsed.seq === 'number' && parsed.pending && typeof parsed.pending === 'object') return parsed;
    }
  } catch {
    // A damaged journal is replaced; the server still holds every acknowledged answer.
  }
  return { seq: 0, pending: {} };
}

export class AnswerJournal<T, A = unknown> {
  options: JournalOptions<T, A>;
  private stored: Stored<T>;
  private snapshot: JournalSnapshot;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private delayTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  /** The last refusal told to the page: the same one again at every resend is not repeated. */
  private toldRefusal: string | null = null;
  private started = false;
  private readonly onOnline = () => void this.drain();

  constructor(options: JournalOptions<T, A>) {
    this.options = options;
    this.stored = readStored<T>(options.storageKey);
    this.stored.seq = Math.max(this.stored.seq, options.initialSeq ?? 0);
    this.snapshot = { state: { kind: 'idle' }, pendingCount: this.count() };
  }

  /** Starts listening for the network and sends what a previous visit left behind. */
  start(): void {
    if (this.started) return;
    this.started = true;
    window.addEventListener('online', this.onOnline);
    if (this.count() > 0) void this.drain();
  }

  /** Stops the timers and the listener (the page closes); the journal stays in storage. */
  stop(): void {
    this.started = false;
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.retryTimer);
    clearTimeout(this.delayTimer);
  }

  /** Records a change: stored at once, sent after the delay. */
  record(key: string, value: T): void {
    this.stored.seq += 1;
    this.stored.pending[key] = { answer: value, seq: this.stored.seq };
    this.persist();
    clearTimeout(this.delayTimer);
    const delay = this.options.delayMs ?? 0;
    if (delay > 0) this.delayTimer = setTimeout(() => void this.drain(), delay);
    else void this.drain();
  }

  /** The values still waiting for the server: newer than the server's copy. */
  pendingValues(): Map<string, T> {
    return new Map(Object.entries(this.stored.pending).map(([key, entry]) => [key, entry.answer]));
  }

  /** Sends everything now; rejects with AnswersNotSavedError while anything is left. */
  async flush(): Promise<void> {
    clearTimeout(this.delayTimer);
    // The first pass may be one already under way; the second takes whatever it left.
    await this.drain();
    if (this.count() > 0) await this.drain();
    const left = this.count();
    if (left === 0) return;
    const state = this.snapshot.state;
    throw new AnswersNotSavedError(
      state.kind === 'refused' ? 'refused' : 'offline',
      left,
      state.kind === 'refused' ? state.message : 'answers not saved',
    );
  }

  /** Forgets the journal (after a submit: the server has the answers for good). */
  clear(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.delayTimer);
    this.stored = { seq: this.stored.seq, pending: {} };
    try {
      localStorage.removeItem(this.options.storageKey);
    } catch {
      // Storage blocked: nothing was kept there either.
    }
    this.publish({ state: { kind: 'idle' }, pendingCount: 0 });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): JournalSnapshot => this.snapshot;

  private count(): number {
    return Object.keys(this.stored.pending).length;
  }

  private persist(): void {
    try {
      localStorage.setItem(this.options.storageKey, JSON.stringify(this.stored));
    } catch {
      // Storage full or blocked: the entry still waits in memory and is sent.
    }
    this.publish({ ...this.snapshot, pendingCount: this.count() });
  }

  private setState(state: JournalState): void {
    this.publish({ state, pendingCount: this.count() });
  }

  private publish(next: JournalSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** One sending pass at a time; a caller during a pass waits for it. */
  private drain(): Promise<void> {
    if (!this.running) {
      clearTimeout(this.retryTimer);
      this.running = this.sendAll().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async sendAll(): Promise<void> {
    // Entries the server refused are not sent again in this pass, so one refused answer never
    // holds up the others.
    const refused = new Set<string>();
    let refusal: ApiError | null = null;
    for (;;) {
      const next = Object.entries(this.stored.pending).find(([key]) => !refused.has(key));
      if (!next) break;
      const [key, entry] = next;
      this.setState({ kind: 'saving' });
      try {
        const ack = await this.options.send(key, entry.answer, entry.seq);
        // The acknowledgement covers this number and older: a newer change made meanwhile stays.
        const now = this.stored.pending[key];
        if (now && now.seq <= entry.seq) delete this.stored.pending[key];
        this.persist();
        this.failures = 0;
        this.setState({ kind: 'saved', at: this.options.savedAt?.(ack) ?? new Date().toISOString() });
        this.options.onAck?.(ack, key);
      } catch (error) {
        const e = error instanceof ApiError ? error : new ApiError(0, String(error));
        if (isTransient(e)) {
          this.setState({ kind: 'offline' });
          this.scheduleRetry();
          return;
        }
        refused.add(key);
        refusal = e;
        if (this.toldRefusal !== e.message) this.options.onRefused?.(e);
        this.toldRefusal = e.message;
      }
    }
    if (!refusal) {
      this.toldRefusal = null;
      return;
    }
    // Kept, not thrown away: a pause or a lock ends, and the page says why meanwhile.
    this.setState({ kind: 'refused', message: refusal.message });
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (!this.started) return;
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)];
    this.failures += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.count() > 0) void this.drain();
    }, delay);
  }
}
