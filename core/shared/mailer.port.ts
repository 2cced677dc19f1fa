/** One attachment of an outgoing e-mail (e.g. a report PDF). `content` is base64 encoded. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly contentBase64: string;
}

/** One outgoing e-mail. `text` is always present so every mail reads without HTML. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
}

/**
 * Sends e-mail: account links and codes (000 sections 4-5, 002 section 7 "device verification code"),
 * report PDFs. Adapters: an SMTP relay when configured, otherwise an outbox table that an operator page
 * lists outside production. Failing to hand over a mail throws (lost infrastructure, not a user error).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
