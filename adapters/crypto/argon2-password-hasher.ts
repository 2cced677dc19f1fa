import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../core/accounts/password-hasher.port.js';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** OWASP password storage cheat sheet, argon2id option 2: m=19456 KiB (19 MiB), t=2, p=1. */
export const ARGON2ID_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id via @node-rs/argon2 (native, runs off the event loop). Nothing else is ever verified. */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2ID_OPTIONS);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    if (!stored.startsWith('$argon2id$')) return false;
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }
}
