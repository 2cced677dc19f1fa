import { z } from 'zod';
import { AccountEmailSchema } from '../accounts/password.schema.js';
import { addBusinessDays } from '../privacy/privacy-cases.schema.js';

/**
 * The e-mail contact form of /contact (000 section 1: "an e-mail contact form with a next-business-day
 * reply"; 002 section 2.1: /contact with the query sel=other; 002 section 7: contact submit). The browser
 * and the server read the form with these schemas.
 */

/** What the message is about; the query `sel` preselects one (unknown values read as 'other'). */
export const CONTACT_TOPICS = ['account', 'billing', 'report', 'privacy', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = Object.freeze({
  account: 'My account or log-in',
  billing: 'Billing or membership',
  report: 'A report or a record in it',
  privacy: 'My privacy or my information',
  other: 'Something else',
});

export const CONTACT_NAME_MESSAGE = 'Please enter your name';
export const CONTACT_MESSAGE_MESSAGE = 'Please write your message (at least 10 characters)';
const CONTACT_MESSAGE_TOO_LONG = 'Please keep your message under 5,000 characters';
export const CONTACT_MESSAGE_MAX = 5000;

/** The topic a `sel` query value preselects. */
export const contactTopicOf = (sel: string | null | undefined): ContactTopic =>
  (CONTACT_TOPICS as readonly string[]).includes(sel ?? '') ? (sel as ContactTopic) : 'other';

export const ContactMessageInput = z.object({
  name: z
    .string({ error: CONTACT_NAME_MESSAGE })
    .trim()
    .min(1, { error: CONTACT_NAME_MESSAGE })
    .max(100, { error: CONTACT_NAME_MESSAGE }),
  email: AccountEmailSchema,
  topic: z
    .string()
    .optional()
    .transform((v) => contactTopicOf(v)),
  message: z
    .string({ error: CONTACT_MESSAGE_MESSAGE })
    .trim()
    .min(10, { error: CONTACT_MESSAGE_MESSAGE })
    .max(CONTACT_MESSAGE_MAX, { error: CONTACT_MESSAGE_TOO_LONG }),
});
export type ContactMessageInput = z.output<typeof ContactMessageInput>;

/** The day Customer Care replies by: the next business day (Monday to Friday) after `now`, YYYY-MM-DD. */
export const contactReplyBy = (now: Date): string => addBusinessDays(now, 1);

/** "Friday, November 27" for the reply-by day (UTC). */
export const replyByText = (isoDay: string): string =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The answer the sender sees. */
export const contactSentMessage = (replyBy: string): string =>
  `Thank you. We have your message and will reply by e-mail by ${replyByText(replyBy)}.`;
