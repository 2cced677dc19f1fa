import { ResultAsync } from 'neverthrow';
import { utcIsoDate } from '../shared/date.rules.js';
import { useCase } from '../shared/use-case.js';
import { type PersonPreview, personPreviewOf } from './person-preview.rules.js';
import type { SearchDeps } from './person-search.port.js';
import { formatPhoneNumber } from './phone-input.rules.js';
import { PhoneSearchSchema } from './search.schema.js';
import {
  PHONE_CLASSIFICATION,
  type PhoneClassificationName,
  phoneClassificationLabel,
  SEARCH_TYPE,
} from './search-enums.rules.js';
import { recordSearch } from './search-history.steps.js';
import { buildPhoneSearchUrl } from './search-url.rules.js';

/** A reverse-phone answer (002 section 9 classification codes; the searched number itself may be shown). */
export type PhoneSearchResult = {
  readonly phone: string;
  readonly found: boolean;
  readonly classification: { readonly code: number; readonly name: PhoneClassificationName; readonly label: string };
  readonly lineType: string | null;
  readonly carrier: string | null;
  readonly people: readonly (PersonPreview & { readonly current: boolean })[];
  readonly searchUrl: string;
};

const classificationOf = (code: number) => {
  const name =
    (Object.keys(PHONE_CLASSIFICATION) as PhoneClassificationName[]).find((n) => PHONE_CLASSIFICATION[n] === code) ??
    'unknown';
  return { code: PHONE_CLASSIFICATION[name], name, label: phoneClassificationLabel(code) };
};

/**
 * Reverse phone look-up (002 sections 2.1, 5 and 9): the phone schema ("Sorry, that is not a valid
 * phone number"), then the number's exact normalised key; the answer carries the classification
 * (spam/scam, business, telemarketer, ...) and previews of the linked people. Unknown numbers answer
 * found=false with the classification noData.
 */
export const makeSearchPhone = (deps: SearchDeps) =>
  useCase(PhoneSearchSchema, ({ phone }, userId?: string, visitorId?: string, visitorIp?: string) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<PhoneSearchResult> => {
        const rec = await deps.people.lookupPhone(phone);
        const asOf = utcIsoDate(deps.clock.now());
        const shown = formatPhoneNumber(phone) ?? phone;
        const searchUrl = buildPhoneSearchUrl(phone);
        const who = { userId, visitorId, visitorIp };
        await recordSearch(deps, who, {
          searchTypeEnumId: SEARCH_TYPE.phone,
          criteria: { phone },
          searchUrl,
          title: shown,
          subtitle: '',
        });
        if (!rec)
          return {
            phone: shown,
            found: false,
            classification: classificationOf(PHONE_CLASSIFICATION.noData),
            lineType: null,
            carrier: null,
            people: [],
            searchUrl,
          };
        return {
          phone: shown,
          found: true,
          classification: classificationOf(rec.classification),
          lineType: rec.lineType,
          carrier: rec.carrier,
          people: rec.people.map((p) => ({ ...personPreviewOf(p, asOf), current: p.current })),
          searchUrl,
        };
      })(),
    ),
  );
