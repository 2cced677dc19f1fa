import { describe, expect, it } from 'vitest';
import { MAIL_RETRY, QueuedMailer, workMail } from '../../../adapters/mail/queued-mailer.js';
import { InMemoryMailer } from '../../../adapters/memory/in-memory-accounts.js';
import { InMemoryJobQueue } from '../../../adapters/memory/in-memory-job-queue.js';
import type { MailMessage } from '../../../core/shared/mailer.port.js';

const mail: MailMessage = { to: 'ann@example.com', subject: 'Your code', text: 'Code: 123456' };

/** A relay that refuses the first `failures` mails, as an SMTP server that is down would. */
const flakyRelay = (failures: number) => {
  const inner = new InMemoryMailer();
  let calls = 0;
  return {
    sent: inner.sent,
    calls: () => calls,
    send: async (m: MailMessage) => {
      calls++;
      if (calls <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      await inner.send(m);
    },
  };
};

describe('QueuedMailer (SMTP through the job queue)', () => {
  it('send only queues; the worker hands the mail to the relay, retried with backoff until it takes it', async () => {
    let now = 0;
    const queue = new InMemoryJobQueue(undefined, { pollMs: 1, now: () => now });
    const relay = flakyRelay(2);
    await new QueuedMailer(queue).send(mail);
    expect(relay.calls()).toBe(0);
    await workMail(queue, relay);
    await expect.poll(() => relay.calls()).toBe(1);
    // The first retry waits the delay, the second twice that (backoff).
    now += MAIL_RETRY.retryDelayMs - 1;
    await new Promise((r) => setTimeout(r, 30));
    expect(relay.calls()).toBe(1);
    now += 1;
    await expect.poll(() => relay.calls()).toBe(2);
    now += MAIL_RETRY.retryDelayMs;
    await new Promise((r) => setTimeout(r, 30));
    expect(relay.calls()).toBe(2);
    now += MAIL_RETRY.retryDelayMs;
    await expect.poll(() => relay.sent).toEqual([mail]);
    await queue.stop();
  });

  it('gives up after the retry limit', async () => {
    let now = 0;
    const queue = new InMemoryJobQueue(undefined, { pollMs: 1, now: () => now });
    const relay = flakyRelay(1_000);
    await workMail(queue, relay);
    await new QueuedMailer(queue).send(mail);
    for (let i = 0; i < 20; i++) {
      now += 2 ** 10 * MAIL_RETRY.retryDelayMs;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(relay.calls()).toBe(MAIL_RETRY.retryLimit + 1);
    await queue.stop();
  });
});
