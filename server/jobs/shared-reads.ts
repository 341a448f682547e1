/**
 * Reads shared while one is in flight: the watchers of one job in this process ask for its state
 * at the same moments (a move of the line wakes them all), and one read answers them all.
 */
export class SharedReads<T> {
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly read: (key: string) => Promise<T>;

  constructor(read: (key: string) => Promise<T>) {
    this.read = read;
  }

  get(key: string): Promise<T> {
    let read = this.inFlight.get(key);
    if (!read) {
      read = this.read(key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, read);
    }
    return read;
  }
}
