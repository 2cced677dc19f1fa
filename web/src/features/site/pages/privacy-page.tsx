import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { SUPPORT_CONTACT } from '../../../lib/support-contact';
import { LegalLayout } from './legal-layout';

const SECTIONS = [
  { id: 'summary', title: 'The short version' },
  { id: 'records', title: 'Information in our search results' },
  { id: 'members', title: 'Information about you as a Tracewell user' },
  { id: 'payments', title: 'Payment information' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'use', title: 'How we use information' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'opt-out', title: 'Opt out of search results' },
  { id: 'your-rights', title: 'Request your information, correct it or delete your account' },
  { id: 'retention', title: 'How long we keep information' },
  { id: 'security', title: 'Security' },
  { id: 'children', title: 'Children' },
  { id: 'contact', title: 'Contact' },
];

/** Privacy Policy (/about/privacy), written for Tracewell. */
export const PrivacyPage = () => (
  <LegalLayout
    title="Privacy Policy"
    sections={SECTIONS}
    intro={
      <p className="tw-page__lead">
        This policy explains what Tracewell collects, both the public records in our search results and the information
        you give us as a user, what we do with it and the choices you have.
      </p>
    }
  >
    <section id="summary">
      <h2>1. The short version</h2>
      <ul>
        <li>Our search results come from public and publicly available records. You can opt out of them.</li>
        <li>We keep what we need to run your account: your name, e-mail, membership, searches and reports.</li>
        <li>We never store full card numbers. Our payment processor does.</li>
        <li>We do not sell the information we collect about our users.</li>
        <li>You can request a copy of the information we hold about you and delete your account at any time.</li>
      </ul>
    </section>

    <section id="records">
      <h2>2. Information in our search results</h2>
      <p>
        Profiles and reports are compiled from public and publicly available records, such as property and deed records,
        court and government indexes and directory listings, and from licensed data providers. In demonstration
        environments all of these records are synthetic and describe no real person. Each fact is shown with its source
        and the date it was last reported.
      </p>
    </section>

    <section id="members">
      <h2>3. Information about you as a Tracewell user</h2>
      <p>When you use Tracewell we store:</p>
      <ul>
        <li>
          account details: your name, e-mail address, password (only as a secure one-way hash) and, if you give them,
          phone number and address;
        </li>
        <li>your membership: plan, status, renewal date and price, and your order history;</li>
        <li>
          your activity: searches, reports you opened, saved properties and saved searches, so they appear in your
          dashboard;
        </li>
        <li>technical data: IP address, browser type and error logs, used to keep the service secure and working.</li>
      </ul>
    </section>

    <section id="payments">
      <h2>4. Payment information</h2>
      <p>
        Card payments are handled by our payment processor. <strong>Tracewell never stores full card numbers</strong> or
        security codes; we keep only the card brand, the last four digits and the expiry date so you can recognise the
        card in your account.
      </p>
    </section>

    <section id="cookies">
      <h2>5. Cookies</h2>
      <p>We use a small number of cookies:</p>
      <ul>
        <li>a session cookie that keeps you signed in;</li>
        <li>a security cookie that protects forms against cross-site request forgery;</li>
        <li>a cookie that remembers you accepted our cookie notice (kept for one year);</li>
        <li>browser storage that remembers recent choices, such as your progress through a search, for up to a day.</li>
      </ul>
      <p>We do not use cookies to sell your information or to show you advertising on other sites.</p>
    </section>

    <section id="use">
      <h2>6. How we use information</h2>
      <p>
        To provide searches and reports, run your membership and billing, answer your questions, prevent fraud and
        misuse (including use for FCRA purposes, which our <Link to="/about/terms">Terms of Use</Link> forbid), and
        improve the service.
      </p>
    </section>

    <section id="sharing">
      <h2>7. Who we share it with</h2>
      <p>
        We share user information only with service providers that work for us under contract (hosting, payment
        processing, e-mail delivery), when the law requires it, or to protect people from harm. We do not sell or share
        our users' personal information for cross-context advertising.
      </p>
    </section>

    <section id="opt-out">
      <h2>8. Opt out of search results (Do Not Sell or Share My Info)</h2>
      <Alert tone="info" title="You can remove your profile">
        <p>
          Anyone can have their profile suppressed from Tracewell, free of charge and without creating an account:{' '}
          <Link to="/opt-out">opt out here</Link>.
        </p>
      </Alert>
      <p>
        The opt-out runs through <Link to="/request-my-info?kind=delete">Request My Info</Link>. You find your record,
        then prove it is yours: with a code we send to an e-mail address or phone number the record holds, or by
        answering questions about your own address history and then entering the code. Nobody can remove someone else.
        Once verified, your profile leaves search results, reports, suggestions and lists of neighbours at once, and you
        get a confirmation with your case number.
      </p>
      <p>
        Suppression covers the records we hold now and the records we receive later: when an update brings a copy of you
        under a nickname, at a new address, with a new phone or from another source, we match it to your opt-out and
        hide it too. You can also ask Customer Care by phone or mail; they open the same kind of case for you.
      </p>
    </section>

    <section id="your-rights">
      <h2>9. Request your information, correct it or delete your account</h2>
      <ul>
        <li>
          <strong>Request my info:</strong> at <Link to="/request-my-info?kind=know">Request My Info</Link> ask for a
          copy of everything Tracewell holds about you, each fact with its source and date. After the same check as
          above we send it as a PDF to the e-mail address, or as a code-protected link to the phone number, that you
          choose from your record.
        </li>
        <li>
          <strong>Correct it:</strong> choose "Correct my information" at Request My Info, or "Report an error in this
          record" on a report, and tell us which fact is wrong; we check it against its source and fix or remove it.
        </li>
        <li>
          <strong>Delete your account:</strong> sign in, open Your Account and choose Delete account. We delete your
          account data and give you a confirmation reference. We keep records of payments as long as tax law requires.
        </li>
      </ul>
      <p>
        Every request is a case with a number. We confirm it within 10 business days (usually at once) and complete it
        within 45 days, and will not treat you differently for making one.
      </p>
    </section>

    <section id="retention">
      <h2>10. How long we keep information</h2>
      <p>
        Account information is kept while your account is open and deleted after you close it, except for records the
        law requires us to keep. Error logs in your browser are kept for at most seven days.
      </p>
    </section>

    <section id="security">
      <h2>11. Security</h2>
      <p>
        We protect information with encryption in transit, hashed passwords, anti-forgery checks on every form and
        strict access controls. No system is perfectly secure; if a breach affects you we will tell you as the law
        requires.
      </p>
    </section>

    <section id="children">
      <h2>12. Children</h2>
      <p>
        Tracewell is not meant for anyone under 18, and we do not knowingly collect information from children as users.
      </p>
    </section>

    <section id="contact">
      <h2>13. Contact</h2>
      <p>
        Privacy questions: e-mail <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a> or visit{' '}
        <Link to="/help">Customer Care</Link>.
      </p>
    </section>
  </LegalLayout>
);
