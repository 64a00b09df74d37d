/** Time source of the server; tests swap it to move time forward (sweeps, OTP expiry). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  private current: Date;
  constructor(start = new Date()) {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

export const isoNow = (clock: Clock) => clock.now().toISOString();
