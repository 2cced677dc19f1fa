import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../support/accounts-app.js';
import { testClock } from '../../support/accounts-kit.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/** POST /api/contact/submit: to Customer Care's mailbox and a copy to the sender; 5 an hour per address. */
describe('the contact form', () => {
  const message = { name: 'Ann Lee', email: 'ann.lee@example.com', topic: 'billing', message: 'I was charged twice.' };

  it('mails Customer Care and the sender, naming the reply-by day', async () => {
    const t = inMemoryTestApp({ clock: testClock(new Date('2026-11-27T23:00:00.000Z')) });
    const browser = new TestBrowser(t.app, '198.51.100.7');
    const res = await browser.post('/api/contact/submit', message);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'Thank you. We have your message and will reply by e-mail by Monday, November 30.',
      replyBy: '2026-11-30',
    });
    const care = t.kit.mailer.latestTo('care@tracewell.example');
    expect(care?.subject).toBe('[Contact: Billing or membership] Ann Lee');
    expect(care?.text).toContain('From: Ann Lee <ann.lee@example.com>');
    expect(care?.text).toContain('I was charged twice.');
    expect(t.kit.mailer.latestTo('ann.lee@example.com')?.text).toContain('by Monday, November 30');
  });

  it("refuses an invalid form with the schema's messages and sends nothing", async () => {
    const t = inMemoryTestApp();
    const res = await new TestBrowser(t.app, '198.51.100.8').post('/api/contact/submit', {
      name: '',
      email: 'x',
      message: '',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.name).toEqual(['Please enter your name']);
    expect(body.errors.message).toEqual(['Please write your message (at least 10 characters)']);
    expect(t.kit.mailer.sent).toEqual([]);
  });

  it('takes 5 messages an hour from one address, also when they come at once', async () => {
    const t = inMemoryTestApp();
    const browser = new TestBrowser(t.app, '198.51.100.9');
    await browser.get('/api/csrf');
    const answers = await Promise.all(Array.from({ length: 8 }, () => browser.post('/api/contact/submit', message)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(t.kit.mailer.sent.filter((m) => m.to === 'care@tracewell.example')).toHaveLength(5);
    // Another address is not held back.
    expect((await new TestBrowser(t.app, '198.51.100.10').post('/api/contact/submit', message)).status).toBe(200);
  });
});
