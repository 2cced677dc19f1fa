import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../core/shared/mailer.port.js';

/** Sends through an SMTP relay given as `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com:465`). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(m: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      ...(m.html ? { html: m.html } : {}),
      attachments: (m.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.contentBase64,
        encoding: 'base64',
      })),
    });
  }
}
