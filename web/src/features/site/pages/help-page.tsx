import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/card';
import { PageContainer } from '../../../components/page-container';
import { SUPPORT_CONTACT } from '../../../lib/support-contact';
import '../site.css';

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: 'Where does Tracewell information come from?',
    a: (
      <p>
        From public and publicly available records: property and deed records, court and government indexes, directory
        listings and similar sources. Every fact in a report names its source and the date it was last reported.
      </p>
    ),
  },
  {
    q: 'How do trials and renewals work?',
    a: (
      <p>
        A trial gives full access for the stated number of days. Unless you cancel before it ends, it renews at the
        price shown beside the trial at checkout, and then on the same day each billing period. Your account page always
        shows the next renewal date and price.
      </p>
    ),
  },
  {
    q: 'How do I cancel my membership?',
    a: (
      <p>
        Sign in, open <strong>Your Account</strong> and choose <strong>Cancel membership</strong>. It takes a few clicks
        and no phone call. You keep access until the end of the period you have paid for. You can also call us during
        the hours above.
      </p>
    ),
  },
  {
    q: 'Can I use Tracewell to screen a tenant, an employee or a borrower?',
    a: (
      <p>
        No. Tracewell is not a consumer reporting agency under the Fair Credit Reporting Act (FCRA). Our reports may not
        be used for employment, credit, insurance or tenant screening, or for any other FCRA purpose. See our{' '}
        <Link to="/about/terms">Terms of Use</Link>.
      </p>
    ),
  },
  {
    q: 'Some information about me is wrong, or I want it removed. What can I do?',
    a: (
      <p>
        You can opt out of appearing in Tracewell search results, and you can request a copy of the information we hold
        about you. Our <Link to="/about/privacy#opt-out">Privacy Policy</Link> explains how, and what happens next.
      </p>
    ),
  },
  {
    q: 'Why is a record out of date?',
    a: (
      <p>
        Public records are updated on their own schedules, and people move. That is why every fact shows the date it was
        last reported: older facts may no longer be true.
      </p>
    ),
  },
  {
    q: 'How do I delete my Tracewell account?',
    a: (
      <p>
        Sign in, open <strong>Your Account</strong> and choose <strong>Delete account</strong>. We confirm the deletion
        with a reference number. Cancel any active membership first so you are not billed again.
      </p>
    ),
  },
];

/** Customer care (/help): phone hours, the help-center FAQ and e-mail contact (000 section 1). */
export const HelpPage = () => (
  <PageContainer
    title="Customer Care"
    lead="Questions about a report, your membership or your own information? We're here to help."
  >
    <div className="site-grid site-grid--3 site-help-contacts">
      <Card title="Call us" titleAs="h2" id="phone">
        <p className="site-help-contacts__big">
          <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phoneDisplay}</a>
        </p>
        <dl className="site-hours">
          {SUPPORT_CONTACT.hours.map((h) => (
            <div key={h.days}>
              <dt>{h.days}</dt>
              <dd>{h.hours}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="E-mail us" titleAs="h2" id="contact">
        <p className="site-help-contacts__big">
          <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
        </p>
        <p>{SUPPORT_CONTACT.emailReply} Include the e-mail address on your account so we can find it quickly.</p>
        <p>
          <Link to="/contact?sel=other">Write to us with the contact form</Link>
        </p>
      </Card>
      <Card title="Manage it yourself" titleAs="h2">
        <ul className="site-help-links">
          <li>Cancel or change a membership from Your Account</li>
          <li>
            <Link to="/about/privacy#opt-out">Opt out of search results</Link>
          </li>
          <li>
            <Link to="/about/privacy#your-rights">Request a copy of your information</Link>
          </li>
          <li>
            <Link to="/about/terms">Read the Terms of Use</Link>
          </li>
        </ul>
      </Card>
    </div>

    <div className="site-help-more">
      <section id="faq" className="site-faq" aria-labelledby="faq-title">
        <h2 id="faq-title">Help center: frequently asked questions</h2>
        {FAQ.map((item) => (
          <details key={item.q} className="site-faq__item">
            <summary>{item.q}</summary>
            <div className="site-faq__answer">{item.a}</div>
          </details>
        ))}
      </section>
      <Card title="Before you contact us" titleAs="h2" flat className="site-help-aside">
        <p>To help us find your account quickly, have ready:</p>
        <ul>
          <li>the e-mail address you signed up with;</li>
          <li>the last four digits of the card you paid with, for billing questions;</li>
          <li>the name and city on the report, for questions about a report.</li>
        </ul>
        <p>We will never ask for your password or your full card number.</p>
      </Card>
    </div>
  </PageContainer>
);
