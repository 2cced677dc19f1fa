import { Link } from 'react-router-dom';
import { SUPPORT_CONTACT } from '../lib/support-contact';
import { Logo } from './logo';

/** Footer links. "About" points at the start page's about section until an about page exists. */
export const FOOTER_LINKS: readonly { label: string; to: string }[] = [
  { label: 'Help & Customer Care', to: '/help' },
  { label: 'Terms of Use', to: '/about/terms' },
  { label: 'Privacy Policy', to: '/about/privacy' },
  { label: 'Do Not Sell or Share My Info / Opt Out', to: '/opt-out' },
  { label: 'About Tracewell', to: '/#about' },
];

/** The site footer: links, customer-care hours, the FCRA notice and the copyright line. */
export const SiteFooter = () => (
  <footer className="tw-footer" data-testid="footer">
    <div className="tw-footer__inner">
      <div className="tw-footer__brand">
        <Logo />
        <p>
          People search that shows its work: every fact comes with its source and date, every trial with its renewal
          price.
        </p>
      </div>
      <nav aria-label="Footer">
        <h2 className="tw-footer__heading">Tracewell</h2>
        <ul className="tw-footer__links">
          {FOOTER_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <h2 className="tw-footer__heading">Customer Care</h2>
        <p className="tw-footer__hours">
          Call <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phoneDisplay}</a>
        </p>
        <dl className="tw-footer__hours">
          {SUPPORT_CONTACT.hours.map((h) => (
            <div key={h.days}>
              <dt>{h.days}</dt>
              <dd>{h.hours}</dd>
            </div>
          ))}
        </dl>
        <p>
          E-mail <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a> or use the{' '}
          <Link to="/contact?sel=other">contact form</Link>, reply by the next business day.
        </p>
      </div>
    </div>
    <div className="tw-footer__legal">
      <p>
        Tracewell is not a consumer reporting agency as defined by the Fair Credit Reporting Act (FCRA). Information
        from Tracewell may not be used to decide on a person's eligibility for employment, credit, insurance, housing or
        tenancy, or for any other purpose covered by the FCRA.
      </p>
      <p>© {new Date().getFullYear()} Tracewell. All rights reserved.</p>
    </div>
  </footer>
);
