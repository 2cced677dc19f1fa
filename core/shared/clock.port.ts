/** Time arrives through this port so every rule can be tested with a fixed clock (shared/STYLE.md section 2). */
export interface Clock {
  now(): Date;
}

/** Random identifiers and tokens arrive through this port. */
export interface IdGenerator {
  /** A new random identifier (UUID v4 form). */
  uuid(): string;
  /** A URL-safe random token of at least `bytes` bytes of entropy. */
  token(bytes?: number): string;
}
