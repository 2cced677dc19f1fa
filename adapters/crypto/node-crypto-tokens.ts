import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { TokenDigest, VerificationCodes } from '../../core/accounts/password-hasher.port.js';
import type { IdGenerator } from '../../core/shared/clock.port.js';

/** SHA-256 hex digests of secrets (session ids, reset tokens, codes). */
export const nodeTokenDigest: TokenDigest = {
  sha256: (value) => createHash('sha256').update(value, 'utf8').digest('hex'),
};

/** 6-digit codes from the operating system's CSPRNG (uniform, leading zeros kept). */
export const nodeVerificationCodes: VerificationCodes = {
  sixDigits: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
};

/** UUID v4 ids and base64url tokens from the CSPRNG. */
export const nodeIdGenerator: IdGenerator = {
  uuid: () => randomUUID(),
  token: (bytes = 32) => randomBytes(bytes).toString('base64url'),
};
