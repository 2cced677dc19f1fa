import type { JobPayload, JobQueue } from '../../core/shared/job-queue.port.js';
import type { Mailer, MailMessage } from '../../core/shared/mailer.port.js';

/** The queue the outgoing e-mails wait in. */
export const MAIL_JOB = 'mail.send';

/**
 * Attempts of one e-mail: the first and 8 retries with exponential backoff from 30 s (with jitter:
 * about 30 s, 1, 2, 4, 8, 16, 32 minutes, 1 and 2 hours), so a relay that is down for a few hours
 * still gets it.
 */
export const MAIL_RETRY = { retryLimit: 8, retryDelayMs: 30_000, retryBackoff: true } as const;

/**
 * A Mailer that queues each e-mail as a job (docs/decisions/0070-job-queue.md): `send` resolves once
 * the mail is stored in the queue, and {@link workMail} hands it to the relay, retrying with backoff.
 * A mail survives a restart or a relay outage; it may be sent twice if a process dies right after the
 * relay accepted it.
 */
export class QueuedMailer implements Mailer {
  constructor(private readonly queue: JobQueue) {}

  async send(message: MailMessage): Promise<void> {
    await this.queue.enqueue(MAIL_JOB, message as unknown as JobPayload, MAIL_RETRY);
  }
}

/** Hands the queued e-mails to `relay` (the SMTP adapter); a relay error fails the attempt, which is retried. */
export const workMail = (queue: JobQueue, relay: Mailer): Promise<void> =>
  queue.work<JobPayload>(MAIL_JOB, (payload) => relay.send(payload as unknown as MailMessage));
