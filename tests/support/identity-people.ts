import type { Queryable } from '../../adapters/postgres/db.js';

/**
 * What the identity-monitoring tests take from the records (docs/decisions/0073): living adults with a
 * current street address and a phone, as the set-up's personal information and the phone to verify.
 */
export type IdentityPerson = {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly birth_date: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string;
};

/** Up to `limit` such people, by id (`newestFirst`: highest id first); `withRelatives`: who have a relative. */
export const identityPeople = async (
  db: Queryable,
  opts: { readonly limit: number; readonly newestFirst?: boolean; readonly withRelatives?: boolean },
): Promise<IdentityPerson[]> =>
  (
    await db.query<IdentityPerson>(
      `SELECT p.id::text, p.first_name, p.last_name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date,
         concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix) AS street, a.city, a.state, a.zip,
         (SELECT ph.number FROM person_phones pp JOIN phones ph ON ph.id = pp.phone_id WHERE pp.person_id = p.id
           ORDER BY ph.number LIMIT 1) AS phone
       FROM people p JOIN person_addresses pa ON pa.person_id = p.id AND pa.is_current
         JOIN addresses a ON a.id = pa.address_id
       WHERE NOT p.deceased AND p.birth_date < '2000-01-01' AND a.house_number IS NOT NULL
         AND EXISTS (SELECT 1 FROM person_phones pp WHERE pp.person_id = p.id)
         AND (NOT $2::boolean OR EXISTS (SELECT 1 FROM relationships r WHERE r.person_id = p.id))
       ORDER BY CASE WHEN $3::boolean THEN -p.id ELSE p.id END LIMIT $1`,
      [opts.limit, opts.withRelatives ?? false, opts.newestFirst ?? false],
    )
  ).rows;

/** The personal information a person would type (identity monitoring's set-up; no middle name). */
export const personalInfoOf = (p: IdentityPerson) => ({
  firstName: p.first_name,
  lastName: p.last_name,
  dateOfBirth: p.birth_date,
  street: p.street,
  city: p.city,
  state: p.state,
  zip: p.zip,
});

type Requester = { request(path: string): Response | Promise<Response> };

/** The 6-digit code of the latest mail to `email` in the development outbox. */
export const latestMailCode = async (app: Requester, email: string): Promise<string> => {
  const body = (await (await app.request(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`)).json()) as {
    mail: { text: string };
  };
  return /code is (\d{6})/.exec(body.mail.text)?.[1] ?? '';
};

/** The 6-digit code of the latest text to `phone` in the development SMS outbox. */
export const latestSmsCode = async (app: Requester, phone: string): Promise<string> => {
  const body = (await (await app.request(`/api/dev/sms-outbox/latest?to=${phone}`)).json()) as {
    sms: { text: string };
  };
  return /code is (\d{6})/.exec(body.sms.text)?.[1] ?? '';
};
