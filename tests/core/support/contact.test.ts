import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MESSAGE,
  CONTACT_NAME_MESSAGE,
  ContactMessageInput,
  contactReplyBy,
  contactSentMessage,
  contactTopicOf,
} from '../../../core/support/contact.schema.js';

describe('the contact form', () => {
  it('reads the topic from the sel query, other by default', () => {
    expect(contactTopicOf('other')).toBe('other');
    expect(contactTopicOf('billing')).toBe('billing');
    expect(contactTopicOf('<script>')).toBe('other');
    expect(contactTopicOf(null)).toBe('other');
  });
  it('needs a name, an e-mail and a message of 10 to 5,000 characters', () => {
    const bad = ContactMessageInput.safeParse({ name: ' ', email: 'x', message: 'short' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages).toContain(`name: ${CONTACT_NAME_MESSAGE}`);
    expect(messages).toContain(`message: ${CONTACT_MESSAGE_MESSAGE}`);
    expect(messages.some((m) => m.startsWith('email: '))).toBe(true);
    expect(
      ContactMessageInput.safeParse({ name: 'Ann', email: 'ann@example.com', message: 'x'.repeat(5001) }).success,
    ).toBe(false);
    expect(
      ContactMessageInput.parse({
        name: ' Ann Lee ',
        email: 'ann@example.com',
        topic: 'nope',
        message: ' Please help me. ',
      }),
    ).toEqual({ name: 'Ann Lee', email: 'ann@example.com', topic: 'other', message: 'Please help me.' });
  });
  it('promises a reply by the next business day', () => {
    // Thursday -> Friday; Friday evening -> Monday.
    expect(contactReplyBy(new Date('2026-11-26T18:00:00Z'))).toBe('2026-11-27');
    expect(contactReplyBy(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-30');
    expect(contactSentMessage('2026-11-30')).toBe(
      'Thank you. We have your message and will reply by e-mail by Monday, November 30.',
    );
  });
});
