import type { PersonPreview } from '#core/search/person-preview.rules';

/**
 * A person linked to the number, as /phone/search shows them: name, age, city and state. Nothing
 * else: the report sells the rest.
 */
export const LinkedPersonCard = ({ person }: { person: PersonPreview & { current?: boolean } }) => (
  <li className="pf-person" data-testid="linked-person">
    <p className="pf-person__name">{person.fullName}</p>
    <p className="pf-person__meta">
      {[
        person.age !== null ? `Age ${person.age}` : null,
        [person.city, person.state].filter(Boolean).join(', ') || null,
        person.deceased ? 'Deceased' : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </p>
  </li>
);
