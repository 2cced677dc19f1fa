import { CLOSEST_PROPERTIES_DEFAULT, type ClosestPropertiesReply } from '#core/property/closest-properties.use-case';
import { http } from '../../../lib/http/http';

/** A nearby property card as POST /api/address/nearby sends it (001 section 3 "Nearby property card"). */
export type { NearbyCard } from '#core/property/nearby-card.rules';

export const nearbyApi = {
  /**
   * POST /api/address/nearby: the properties closest to the subject, closest first, the subject excluded;
   * the report lists the server's default number of them.
   */
  list: (propertyId: number, signal?: AbortSignal) =>
    http.post<{ success: true } & ClosestPropertiesReply>(
      '/api/address/nearby',
      { propertyId, limit: CLOSEST_PROPERTIES_DEFAULT },
      signal ? { signal } : {},
    ),
};
