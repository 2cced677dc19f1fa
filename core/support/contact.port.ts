import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import type { Mailer } from '../shared/mailer.port.js';

/** What the contact form's use case takes (core/support/submit-contact.use-case.ts). */
export interface ContactPorts {
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  /** Customer Care's mailbox. */
  readonly careEmail: string;
}
