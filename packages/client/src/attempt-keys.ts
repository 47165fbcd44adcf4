/**
 * Idempotency keys for point-changing calls: one key per operation. A resubmission of the same body
 * after an unanswered attempt (network failure) reuses the key, so the server applies it at most
 * once; once the server has answered (success or refusal), the next submission is a new operation.
 */
export class AttemptKeys {
  private last: { body: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.last?.body === text) return this.last.key;
    this.last = { body: text, key: this.newKey() };
    return this.last.key;
  }

  /** The server answered: forget the key. */
  settle(): void {
    this.last = null;
  }
}
