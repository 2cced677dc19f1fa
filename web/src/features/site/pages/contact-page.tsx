import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  ContactMessageInput,
  type ContactTopic,
  contactTopicOf,
} from '#core/support/contact.schema';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageContainer } from '../../../components/page-container';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { http } from '../../../lib/http/http';
import { SUPPORT_CONTACT } from '../../../lib/support-contact';
import '../site.css';

/**
 * /contact (000 section 1: an e-mail contact form with a next-business-day reply; 002 section 2.1: the
 * query sel=other preselects the topic). The form is read with the core schema the server uses; the
 * message goes to Customer Care and the sender gets a copy naming the day we reply by.
 */
export const ContactPage = () => {
  const [params] = useSearchParams();
  const [topic, setTopic] = useState<ContactTopic>(contactTopicOf(params.get('sel')));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, general } = useFormErrors();
  const topicId = useId();
  const messageId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(ContactMessageInput, { name, email: email.trim(), topic, message });
    if (!input) {
      // Focus the first field with an error.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      setSent((await http.post<{ message: string }>('/api/contact/submit', input)).message);
    } catch (err) {
      fromError(err);
    } finally {
      setBusy(false);
    }
  };

  const messageErrors = errors.message ?? [];
  return (
    <PageContainer>
      <h1>Contact Customer Care</h1>
      <p className="site-contact__lead">
        Write to us and we reply by e-mail by the next business day. Or call{' '}
        <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phoneDisplay}</a> (
        {SUPPORT_CONTACT.hours.map((h) => `${h.days} ${h.hours}`).join('; ')}).
      </p>
      <Card>
        {sent ? (
          <Alert tone="success" title="Message sent">
            <p>{sent}</p>
            <p>
              A copy is on its way to your e-mail. <Link to="/help">Back to Customer Care</Link>
            </p>
          </Alert>
        ) : (
          <form className="site-contact" aria-label="Contact Customer Care" onSubmit={(e) => void submit(e)} noValidate>
            {general && <Alert tone="error">{general.join(' ')}</Alert>}
            <div className="tw-field">
              <label className="tw-field__label" htmlFor={topicId}>
                What is it about?
              </label>
              <select
                id={topicId}
                className="tw-field__input"
                value={topic}
                onChange={(e) => setTopic(contactTopicOf(e.target.value))}
              >
                {CONTACT_TOPICS.map((t) => (
                  <option key={t} value={t}>
                    {CONTACT_TOPIC_LABELS[t]}
                  </option>
                ))}
              </select>
            </div>
            {topic === 'privacy' && (
              <Alert tone="info">
                <p>
                  To get a copy of what we hold about you, or to remove your profile, use{' '}
                  <Link to="/request-my-info">Request My Info</Link>: it verifies you and tracks your request.
                </p>
              </Alert>
            )}
            <TextField
              label="Your name"
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
            />
            <TextField
              label="Your e-mail"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
            />
            <div className={['tw-field', messageErrors.length > 0 && 'tw-field--invalid'].filter(Boolean).join(' ')}>
              <label className="tw-field__label" htmlFor={messageId}>
                Your message
              </label>
              <textarea
                id={messageId}
                className="tw-field__input site-contact__message"
                rows={7}
                maxLength={CONTACT_MESSAGE_MAX}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                aria-invalid={messageErrors.length > 0 || undefined}
                aria-describedby={messageErrors.length > 0 ? `${messageId}-error` : undefined}
              />
              {messageErrors.length > 0 && (
                <p id={`${messageId}-error`} className="tw-field__error" role="alert">
                  {messageErrors.join(' ')}
                </p>
              )}
            </div>
            <Button type="submit" loading={busy}>
              Send Message
            </Button>
          </form>
        )}
      </Card>
    </PageContainer>
  );
};
