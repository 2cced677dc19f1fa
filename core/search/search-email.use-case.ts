import { ResultAsync } from 'neverthrow';
import { utcIsoDate } from '../shared/date.rules.js';
import { useCase } from '../shared/use-case.js';
import { type PersonPreview, personPreviewOf } from './person-preview.rules.js';
import type { SearchDeps } from './person-search.port.js';
import { EmailSearchSchema } from './search.schema.js';
import { SEARCH_TYPE } from './search-enums.rules.js';
import { recordSearch } from './search-history.steps.js';
import { buildEmailSearchUrl } from './search-url.rules.js';

/** An e-mail look-up answer. */
export type EmailSearchResult = {
  readonly email: string;
  readonly people: readonly PersonPreview[];
  readonly searchUrl: string;
};

/** E-mail look-up (002 sections 2.1 and 5): the e-mail schema, then the lower-cased address's exact key. */
export const makeSearchEmail = (deps: SearchDeps) =>
  useCase(EmailSearchSchema, ({ email }, userId?: string, visitorId?: string, visitorIp?: string) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<EmailSearchResult> => {
        const people = await deps.people.lookupEmail(email);
        const asOf = utcIsoDate(deps.clock.now());
        const searchUrl = buildEmailSearchUrl(email);
        const who = { userId, visitorId, visitorIp };
        await recordSearch(deps, who, {
          searchTypeEnumId: SEARCH_TYPE.email,
          criteria: { email },
          searchUrl,
          title: email,
          subtitle: '',
        });
        return { email, people: people.map((p) => personPreviewOf(p, asOf)), searchUrl };
      })(),
    ),
  );
