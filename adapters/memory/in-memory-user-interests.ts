import type { UserInterests } from '../../core/funnels/user-interests.port.js';

/** The in-memory adapter of {@link UserInterests} for tests. */
export class InMemoryUserInterests implements UserInterests {
  private readonly byUser = new Map<string, readonly number[]>();

  async get(userId: string): Promise<readonly number[] | null> {
    const ids = this.byUser.get(userId);
    return ids ? [...ids].sort((a, b) => a - b) : null;
  }

  async save(userId: string, categoryIds: readonly number[], _at: Date): Promise<void> {
    this.byUser.set(userId, [...categoryIds]);
  }
}
