import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { SUPPORT_CONTACT } from '../../../lib/support-contact';
import { LegalLayout } from './legal-layout';

const SECTIONS = [
  { id: 'fcra', title: 'Tracewell is not a consumer reporting agency' },
  { id: 'service', title: 'What Tracewell is' },
  { id: 'accuracy', title: 'Where the information comes from, and its limits' },
  { id: 'permitted-use', title: 'How you may and may not use Tracewell' },
  { id: 'accounts', title: 'Your account' },
  { id: 'memberships', title: 'Memberships, trials and renewals' },
  { id: 'cancel', title: 'Cancelling' },
  { id: 'refunds', title: 'Refunds' },
  { id: 'termination', title: 'Suspension and termination' },
  { id: 'liability', title: 'Disclaimers and limits of liability' },
  { id: 'changes', title: 'Changes to these terms' },
  { id: 'contact', title: 'Contact' },
];

/** Terms of Use (/about/terms), written for Tracewell. */
export const TermsPage = () => (
  <LegalLayout
    title="Terms of Use"
    sections={SECTIONS}
    intro={
      <p className="tw-page__lead">
        These terms are an agreement between you and Tracewell. By using the site or buying a report or membership you
        accept them. We have tried to write them plainly; please read them.
      </p>
    }
  >
    <section id="fcra">
      <h2>1. Tracewell is not a consumer reporting agency</h2>
      <Alert tone="warning" title="Important: permitted use">
        <p>
          Tracewell is not a consumer reporting agency as defined by the Fair Credit Reporting Act (FCRA), and our
          reports are not consumer reports. You may not use Tracewell, or any information from it, to decide whether a
          person is eligible for employment, credit, insurance, housing or tenancy (including tenant screening), or for
          any other purpose covered by the FCRA or similar state laws.
        </p>
      </Alert>
      <p>
        If you need a background check for one of those purposes, use a consumer reporting agency that complies with the
        FCRA. Using Tracewell for an FCRA purpose breaks these terms and may break the law.
      </p>
    </section>

    <section id="service">
      <h2>2. What Tracewell is</h2>
      <p>
        Tracewell is a people-search and property-research service. You can search by name, phone number, e-mail address
        or street address, see a summary of matching profiles, and, with a membership or a single-report purchase, open
        full reports. Members also get a dashboard with their reports, saved properties, nearby-property searches and
        monitoring tools.
      </p>
    </section>

    <section id="accuracy">
      <h2>3. Where the information comes from, and its limits</h2>
      <p>
        Reports are compiled from public and publicly available records and from licensed data sources. In demonstration
        environments every record is synthetic and describes no real person. We show the source and the date last
        reported beside each fact, but we do not verify each record and cannot promise that information is complete,
        current or about the person you have in mind. Different people can share a name.
      </p>
      <p>Treat a report as a starting point for your own research, not as proof.</p>
    </section>

    <section id="permitted-use">
      <h2>4. How you may and may not use Tracewell</h2>
      <p>
        You may use Tracewell for lawful personal purposes, for example to reconnect with someone, check an unknown
        caller or learn about a property. You may not:
      </p>
      <ul>
        <li>use it for any FCRA purpose (see section 1);</li>
        <li>stalk, harass, threaten or harm anyone, or help someone else do so;</li>
        <li>look up a person to discriminate against them, or to commit identity theft or fraud;</li>
        <li>resell, republish or bulk-download reports, or access the site with bots or scrapers;</li>
        <li>share your account or get around report limits or security measures.</li>
      </ul>
      <p>We may refuse or limit searches that look like misuse.</p>
    </section>

    <section id="accounts">
      <h2>5. Your account</h2>
      <p>
        You must be 18 or older and give accurate information when you sign up. Keep your password to yourself; you are
        responsible for activity in your account. Tell us at once if you think someone else has used it.
      </p>
    </section>

    <section id="memberships">
      <h2>6. Memberships, trials and renewals</h2>
      <ul>
        <li>
          Membership plans, their report limits and their prices are shown on the checkout page before you pay. Some
          plans include a monthly number of reports; unused reports do not carry over.
        </li>
        <li>
          <strong>Trials renew at the stated price.</strong> When a plan starts with a trial, the checkout page shows
          the trial length, the price the membership renews at and how often. Unless you cancel before the trial ends,
          your card is charged the renewal price when the trial ends and at the start of each later billing period.
        </li>
        <li>
          Memberships renew automatically until you cancel. Your account page shows the next renewal date and price.
        </li>
        <li>If we change a plan's price, we tell you by e-mail at least 30 days before the change applies to you.</li>
      </ul>
    </section>

    <section id="cancel">
      <h2>7. Cancelling</h2>
      <p>
        You can cancel online at any time from <strong>Your Account</strong>, with no phone call needed. You can also
        call Customer Care. Cancelling stops future renewals; you keep access until the end of the period you have
        already paid for.
      </p>
    </section>

    <section id="refunds">
      <h2>8. Refunds</h2>
      <p>
        If you were charged a renewal you did not expect, contact us within 14 days of the charge and we will refund it
        if you have not opened a report since. We also refund charges made in error. Refunds go back to the original
        payment method.
      </p>
    </section>

    <section id="termination">
      <h2>9. Suspension and termination</h2>
      <p>
        We may suspend or close an account that breaks these terms, especially section 4. You may delete your account at
        any time from Your Account.
      </p>
    </section>

    <section id="liability">
      <h2>10. Disclaimers and limits of liability</h2>
      <p>
        Tracewell is provided "as is". To the extent the law allows, we are not liable for decisions you make based on a
        report, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.
        Nothing in these terms limits rights you have under consumer-protection law that cannot be waived.
      </p>
    </section>

    <section id="changes">
      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms. We show the date of the last change at the top of this page and e-mail members about
        important changes before they take effect.
      </p>
    </section>

    <section id="contact">
      <h2>12. Contact</h2>
      <p>
        Questions about these terms: e-mail <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a> or
        visit <Link to="/help">Customer Care</Link>. See also our <Link to="/about/privacy">Privacy Policy</Link>.
      </p>
    </section>
  </LegalLayout>
);
