import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { AddressForm, EmailForm, NameForm, PhoneForm } from '../components/search-forms';
import { SearchNowTeaser } from '../components/teaser-bar';
import '../search.css';

export type LandingKind = 'name' | 'phone' | 'email' | 'address' | 'background' | 'people';

const COPY: Record<LandingKind, { title: string; lead: string; form: () => ReactNode }> = {
  name: {
    title: 'Search by Name',
    lead: 'Find people by first and last name, with city, state and age to narrow it down.',
    form: () => <NameForm />,
  },
  people: {
    title: 'Find People',
    lead: 'Reconnect with friends and family: search by name, then narrow by place and age.',
    form: () => <NameForm submitLabel="Find People" />,
  },
  background: {
    title: 'Background Check',
    lead: 'Start a background report by searching for the person by name.',
    form: () => <NameForm submitLabel="Start Background Check" />,
  },
  phone: {
    title: 'Reverse Phone Lookup',
    lead: 'See who a number belongs to, its line type, carrier and whether it is flagged as spam.',
    form: () => <PhoneForm />,
  },
  email: { title: 'Email Lookup', lead: 'Find the person behind an e-mail address.', form: () => <EmailForm /> },
  // The address landing page is the address funnel's start (002 section 2.2).
  address: {
    title: 'Address Search',
    lead: 'Find a property and who lives there.',
    form: () => <AddressForm funnel />,
  },
};

const OTHERS: { to: string; label: string }[] = [
  { to: '/name', label: 'Name' },
  { to: '/reverse-phone', label: 'Phone' },
  { to: '/email-lookup', label: 'Email' },
  { to: '/address', label: 'Address' },
];

/** The search landing pages /name, /reverse-phone, /email-lookup, /address, /background-check, /find-people (000 section 2). */
export const SearchLandingPage = ({ kind }: { kind: LandingKind }) => {
  const c = COPY[kind];
  const formRef = useRef<HTMLDivElement>(null);
  return (
    <PageContainer width="narrow" title={c.title} lead={c.lead}>
      <nav className="srch-tabs" aria-label="Search type">
        {OTHERS.map((o) => (
          <Link key={o.to} to={o.to} className="srch-tabs__tab">
            {o.label}
          </Link>
        ))}
      </nav>
      <div ref={formRef} className="srch-landing__form tw-card">
        {c.form()}
      </div>
      {kind === 'phone' && (
        <>
          <section className="srch-landing__more">
            <h2>What a reverse phone lookup shows</h2>
            <p>
              The name on record for the number, the line type (mobile, landline or VoIP), the carrier, and whether the
              number has been reported as a scam, a telemarketer or a business. Full reports list the owner's other
              phones, addresses and relatives.
            </p>
            <h2>Why people look up numbers</h2>
            <p>
              Unknown callers, missed calls from a number you do not recognise, and checking a seller before a meeting.
            </p>
          </section>
          <SearchNowTeaser
            onSearch={() => {
              window.scrollTo({ top: 0, behavior: 'smooth' });
              formRef.current?.querySelector('input')?.focus();
            }}
          />
        </>
      )}
    </PageContainer>
  );
};
