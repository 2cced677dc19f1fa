const FAQ = [
  ['What do I get?', 'Unlimited people searches and up to 100 full reports a month with Premium (150 with Standard).'],
  ['How do I cancel?', 'Online, in a few clicks: Your Account > Cancel Membership. No phone call needed.'],
  [
    'When am I charged again?',
    'Only after your trial ends, at the renewal price shown next to the offer. We e-mail a receipt for every charge.',
  ],
] as const;
const TESTIMONIALS = [
  ['“I checked my date before meeting him. Peace of mind for $1.”', 'Maria, Austin TX'],
  ['“Clear prices and I cancelled online in under a minute when I was done.”', 'Derek, Columbus OH'],
] as const;
const BENEFITS = [
  'Verify identities and photos',
  'Criminal and court records',
  'Contact info and social profiles',
  'Cancel online any time',
];

/** The combined checkout's side column (002 section 2.5): membership benefits, testimonials and the FAQ. */
export const CombinedCheckoutAside = () => (
  <aside className="ms-combined">
    <section>
      <h2 className="ms-checkout__h2">Membership benefits</h2>
      <ul className="ms-benefits">
        {BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </section>
    <section>
      <h2 className="ms-checkout__h2">What members say</h2>
      {TESTIMONIALS.map(([q, who]) => (
        <blockquote key={who} className="ms-quote">
          <p>{q}</p>
          <cite>{who}</cite>
        </blockquote>
      ))}
    </section>
    <section>
      <h2 className="ms-checkout__h2">FAQ</h2>
      <dl className="ms-faq">
        {FAQ.map(([q, a]) => (
          <div key={q}>
            <dt>{q}</dt>
            <dd>{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  </aside>
);
