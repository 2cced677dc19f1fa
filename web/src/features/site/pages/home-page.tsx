import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { normalizeAddressCriteria, normalizePersonCriteria } from '#core/search/search-criteria.rules';
import {
  buildAddressSearchUrl,
  buildEmailSearchUrl,
  buildPersonSearchUrl,
  buildPhoneSearchUrl,
} from '#core/search/search-url.rules';
import { Alert } from '../../../components/alert';
import { Card } from '../../../components/card';
import { SearchBox } from '../../../components/search-box';
import '../site.css';

const Icon = ({ children }: { children: ReactNode }) => (
  <svg className="site-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    {children}
  </svg>
);

const VALUE_PROPS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Sources and dates on every fact',
    text: 'Each address, phone number and record in a report names the public source it came from and when it was last reported, so you can judge how current it is.',
    icon: (
      <Icon>
        <path d="M7 3h7l5 5v13H7z" strokeLinejoin="round" />
        <path d="M14 3v5h5M10 13h6M10 17h4" strokeLinecap="round" />
      </Icon>
    ),
  },
  {
    title: 'The renewal price beside every trial',
    text: 'When a plan starts with a trial, the price it renews at and the day it renews are shown right next to it, before you pay. No surprises on your statement.',
    icon: (
      <Icon>
        <rect x="3" y="6" width="18" height="13" rx="2" />
        <path d="M3 10h18M7 15h3" strokeLinecap="round" />
      </Icon>
    ),
  },
  {
    title: 'Cancel online, any time',
    text: 'Cancel from your account page in a few clicks: no phone call, no retention maze. You keep access until the end of the period you paid for.',
    icon: (
      <Icon>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M8.5 12.5l2.3 2.3 4.7-5" strokeLinecap="round" strokeLinejoin="round" />
      </Icon>
    ),
  },
  {
    title: 'Not a consumer reporting agency',
    text: 'Tracewell is for personal research: reconnecting with people, checking an unknown caller, learning about a property. It may not be used for employment, credit, insurance or tenant screening.',
    icon: (
      <Icon>
        <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6z" strokeLinejoin="round" />
        <path d="M9.5 12h5" strokeLinecap="round" />
      </Icon>
    ),
  },
];

/**
 * The kinds of lookup with an example each that searches the demo set (a fixed seed: these records are
 * on every fresh install; README "Demo people to search for"). The links are built by core's search URL
 * rules, as the search box builds them.
 */
const SEARCH_KINDS: { title: string; example: string; href: string; text: string }[] = [
  {
    title: 'People',
    example: 'Reuben Fishman, Dallas TX',
    href: buildPersonSearchUrl(
      normalizePersonCriteria({ firstName: 'Reuben', lastName: 'Fishman', city: 'Dallas', state: 'TX' }),
    ),
    text: 'Names, known addresses, relatives and public records.',
  },
  {
    title: 'Phone numbers',
    example: '(737) 536-9993',
    href: buildPhoneSearchUrl('7375369993'),
    text: 'Who a number is listed to, its carrier and line type.',
  },
  {
    title: 'E-mail addresses',
    example: 'rfishman@sbcglobal.net',
    href: buildEmailSearchUrl('rfishman@sbcglobal.net'),
    text: 'The person and profiles linked to an address.',
  },
  {
    title: 'Property',
    example: '2670 Prospect Ct, Dallas TX',
    href: buildAddressSearchUrl(
      normalizeAddressCriteria({
        houseNumber: '2670',
        street: 'Prospect Ct',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      }),
    ),
    text: 'Owners, deeds, sales history and nearby comparables.',
  },
];

const STEPS: { title: string; text: string }[] = [
  { title: 'Search', text: 'Type a name, phone number, e-mail or address into one box.' },
  {
    title: 'Review the free summary',
    text: 'See the matching profiles, with the age, places lived and relatives that set them apart.',
  },
  { title: 'Open the full report', text: 'Members open full reports; every fact names its source and date.' },
];

/** The start page (/): hero with the unified search, value propositions and what Tracewell is. */
export const HomePage = () => (
  <div className="site-home">
    <section className="site-hero" aria-labelledby="home-title">
      <div className="site-hero__inner">
        <p className="site-hero__eyebrow">People search that shows its work</p>
        <h1 id="home-title" className="site-hero__title">
          Find people, phones, emails and property records
        </h1>
        <p className="site-hero__lead">
          Search public records by name, phone number, e-mail or address. Every fact shows where it came from and when
          it was last reported.
        </p>
        <SearchBox variant="hero" className="site-hero__search" />
        <ul className="site-hero__trust">
          <li>Sources and dates on every fact</li>
          <li>Renewal price shown beside every trial</li>
          <li>Cancel online any time</li>
        </ul>
      </div>
    </section>

    <section className="site-section" aria-labelledby="home-kinds">
      <div className="site-section__inner">
        <h2 id="home-kinds" className="site-section__title">
          One search box, four kinds of lookup
        </h2>
        <div className="site-grid site-grid--4">
          {SEARCH_KINDS.map((k) => (
            <Card key={k.title} titleAs="h3" title={k.title} compact className="site-kind">
              <p className="site-kind__example">
                <Link to={k.href} aria-label={`Try it: ${k.example}`}>
                  {k.example}
                </Link>
              </p>
              <p>{k.text}</p>
            </Card>
          ))}
        </div>
      </div>
    </section>

    <section className="site-section site-section--tinted" aria-labelledby="home-values">
      <div className="site-section__inner">
        <h2 id="home-values" className="site-section__title">
          A clearer, fairer way to look people up
        </h2>
        <div className="site-grid site-grid--2">
          {VALUE_PROPS.map((v) => (
            <div key={v.title} className="site-value">
              <div className="site-value__icon">{v.icon}</div>
              <div>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>

    <section id="about" className="site-section" aria-labelledby="home-about">
      <div className="site-section__inner site-about">
        <div>
          <h2 id="home-about" className="site-section__title site-section__title--left">
            About Tracewell
          </h2>
          <p>
            Tracewell is a people-search and property-research service. We gather public and publicly available records,
            such as property deeds, court indexes and directory listings, link them into profiles and show you exactly
            what we found and where it came from.
          </p>
          <p>
            Records can be incomplete or out of date, so we never hide the date a fact was last reported. If something
            about you is wrong or you want it removed, you can ask us to correct it or opt out.
          </p>
        </div>
        <ol className="site-steps">
          {STEPS.map((s, i) => (
            <li key={s.title} className="site-step">
              <span className="site-step__n" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>

    <section className="site-section site-section--fcra" aria-label="Permitted use">
      <div className="site-section__inner">
        <Alert tone="info" title="Tracewell is not a consumer reporting agency">
          <p>
            Tracewell does not provide consumer reports as defined by the Fair Credit Reporting Act (FCRA). You may not
            use Tracewell to decide whether someone is eligible for employment, credit, insurance, housing or tenancy,
            or for any other FCRA purpose.
          </p>
        </Alert>
      </div>
    </section>
  </div>
);
