import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { rateKey } from '../accounts/rate-limit.rules.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import { HOUR_MS } from '../shared/date.rules.js';
import { useCase } from '../shared/use-case.js';
import type { ContactPorts } from './contact.port.js';
import {
  CONTACT_TOPIC_LABELS,
  ContactMessageInput,
  contactReplyBy,
  contactSentMessage,
  replyByText,
} from './contact.schema.js';

/** At most 5 messages an hour from one client address (a form anyone can post). */
const CONTACT_LIMIT_PER_IP = { max: 5, windowMs: HOUR_MS } as const;

/**
 * POST /api/contact/submit (002 section 7 "contact submit"): the message goes to Customer Care's mailbox
 * (the Mailer: queued with retries to the SMTP relay, or kept in the outbox, so nothing is lost), and the
 * sender gets a copy saying when we reply: by the next business day (000 section 1).
 */
export const makeSubmitContact = (p: ContactPorts) =>
  useCase(
    ContactMessageInput,
    async (
      m,
      ctx: { readonly ip: string },
    ): Promise<Result<{ message: string; replyBy: string }, RateLimitedError>> => {
      const now = p.clock.now();
      const limited = await consumeLimits(
        p.rateLimiter,
        [{ key: rateKey('contact', 'ip', ctx.ip), limit: CONTACT_LIMIT_PER_IP }],
        now,
      );
      if (limited) return err(limited);
      const replyBy = contactReplyBy(now);
      const topic = CONTACT_TOPIC_LABELS[m.topic];
      await p.mailer.send({
        to: p.careEmail,
        subject: `[Contact: ${topic}] ${m.name}`,
        text: [
          `From: ${m.name} <${m.email}>`,
          `Topic: ${topic}`,
          `Received: ${now.toISOString()}`,
          `Reply by: ${replyBy}`,
          '',
          m.message,
        ].join('\n'),
      });
      await p.mailer.send({
        to: m.email,
        subject: 'We have your message - Tracewell Customer Care',
        text: [
          `Hello ${m.name},`,
          '',
          `Thank you for writing to Tracewell Customer Care about: ${topic}.`,
          `We reply to every message by the next business day, so you will hear from us by ${replyByText(replyBy)}.`,
          '',
          'Your message:',
          m.message,
        ].join('\n'),
      });
      return ok({ message: contactSentMessage(replyBy), replyBy });
    },
  );
