import { searchNameKey } from '../records/normalize.rules.js';
import type { IdentityMonitoringPorts, IdentitySetup } from './identity-monitoring.port.js';
import type { MatchingIdentity } from './identity-monitoring.schema.js';
import { todayOf } from './identity-setup.rules.js';
import { matchingIdentitiesOf, splitStreet } from './matching-identities.rules.js';

/** Name candidates looked at before the rules pick the matches. */
const NAME_CANDIDATES = 200;

/**
 * The records that may be the member (select-identity): our public records searched by the member's name,
 * address, verified phone and verified account e-mail, then matched by `matchingIdentitiesOf` (only
 * records holding that phone or e-mail). Empty before the personal information.
 */
export const findMatchingIdentities = async (
  p: Pick<IdentityMonitoringPorts, 'people' | 'clock'>,
  setup: IdentitySetup,
  verifiedEmail: string,
): Promise<MatchingIdentity[]> => {
  const info = setup.personalInfo;
  if (!info) return [];
  const first = searchNameKey(info.firstName);
  const { houseNumber, street } = splitStreet(info.street);
  const [byName, addresses, phone, byEmail] = await Promise.all([
    p.people.findCandidates({ first, last: searchNameKey(info.lastName), firstNames: [first], limit: NAME_CANDIDATES }),
    houseNumber
      ? p.people.lookupAddress({
          houseNumber,
          street,
          unit: '',
          city: info.city,
          state: info.state,
          zip: info.zip,
          propertyReachId: '',
        })
      : Promise.resolve([]),
    setup.phone ? p.people.lookupPhone(setup.phone) : Promise.resolve(null),
    p.people.lookupEmail(verifiedEmail.trim().toLowerCase()),
  ]);
  return matchingIdentitiesOf(
    info,
    { byName, atAddress: addresses.flatMap((a) => a.residents), byPhone: phone?.people ?? [], byEmail },
    todayOf(p.clock.now()),
  );
};
