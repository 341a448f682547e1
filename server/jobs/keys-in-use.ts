/** Storage keys being written that no job row names yet: this process's orphan sweep leaves them. */
export class KeysInUse {
  private readonly keys = new Set<string>();

  add(key: string): void {
    this.keys.add(key);
  }

  delete(key: string): void {
    this.keys.delete(key);
  }

  snapshot(): ReadonlySet<string> {
    return new Set(this.keys);
  }
}
