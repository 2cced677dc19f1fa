/**
 * The great-circle distance in miles as SQL: the haversine of core/property/geo-distance.rules.ts
 * `milesBetween`, term for term, so PostgreSQL and the in-memory fakes agree to the last bit that
 * matters. `lat`/`lon` are the other point's columns; the subject's latitude, longitude, the Earth's
 * radius in miles and the degrees-to-radians factor are the statement's parameters `$1`..`$4` (the
 * nearby and neighbourhood statements pass them in that order). The comparables function (migration
 * 0065) holds its own copy with its own parameter numbers, fixed in that migration.
 */
export const greatCircleMilesSql = (lat: string, lon: string): string => `(2 * $3::float8 * asin(sqrt(least(1::float8,
  sin((${lat} - $1::float8) * $4::float8 / 2) ^ 2
  + cos($1::float8 * $4::float8) * cos(${lat} * $4::float8) * sin((${lon} - $2::float8) * $4::float8 / 2) ^ 2))))`;
