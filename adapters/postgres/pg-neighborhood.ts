import { boxAround, EARTH_RADIUS_MILES } from '../../core/property/geo-distance.rules.js';
import type {
  NeighborFact,
  Neighborhood,
  NeighborhoodArea,
  NeighborhoodSource,
  NeighborhoodSubject,
  SchoolFact,
  WatchFilingFact,
} from '../../core/property/neighborhood.port.js';
import {
  type SchoolLevel,
  WALK_DESTINATION_GROUPS,
  WALK_MULTI_FAMILY_GROUP,
  WATCH_KIND_ORDER,
  type WalkabilityFacts,
  type WatchFilingKind,
} from '../../core/property/neighborhood.rules.js';
import { PRE_FORECLOSURE_STAGE } from '../../core/shared/reports/address-report-contents.schema.js';
import type { Queryable } from './db.js';
import { greatCircleMilesSql } from './great-circle.sql.js';
import { recordsAsOf } from './records-stats.js';

/**
 * The neighbourhood over the record tables (docs/decisions/0061-neighborhood-data.md). Every statement
 * finds its candidates with the GiST index on point(longitude, latitude) of its table (`<@` a box
 * around the circle, core/property/geo-distance.rules.ts `boxAround`), then keeps those within the
 * radius by the exact great-circle distance: the haversine of `milesBetween`, term for term.
 * Parameters $1..$8 of every statement: subject latitude, longitude, Earth radius, degrees-to-radians,
 * and the box (min lon, min lat, max lon, max lat).
 */
/** Great-circle miles from the subject ($1 latitude, $2 longitude; $3 Earth radius, $4 degrees to radians). */
const miles = greatCircleMilesSql;
const inBox = (lat: string, lon: string) =>
  `point(${lon}, ${lat}) <@ box(point($5::float8, $6::float8), point($7::float8, $8::float8))`;

const SCHOOLS_SQL = `
WITH c AS (
  SELECT s.*, ${miles('s.latitude', 's.longitude')} AS miles
    FROM schools s
   WHERE ${inBox('s.latitude', 's.longitude')})
SELECT c.id, c.name, c.level, c.grades, c.miles, c.rating, c.enrollment, c.student_teacher_ratio::float8 AS ratio,
       c.recorded_at::text AS recorded_at, src.name AS source_name, src.kind AS source_kind, src.jurisdiction
  FROM c JOIN sources src ON src.id = c.source_id
 WHERE c.miles <= $9::float8
 ORDER BY c.miles, c.id
 LIMIT $10::int`;

const WALKABILITY_SQL = `
SELECT
  (SELECT coalesce(array_agg(x.d ORDER BY x.d), '{}'::float8[]) FROM (
     SELECT ${miles('p.latitude', 'p.longitude')} AS d FROM properties p
      WHERE ${inBox('p.latitude', 'p.longitude')} AND p.id <> $10::bigint AND p.land_use_group = ANY($11::text[])) x
    WHERE x.d <= $9::float8) AS destinations,
  (SELECT count(*) FROM (
     SELECT ${miles('p.latitude', 'p.longitude')} AS d FROM properties p
      WHERE ${inBox('p.latitude', 'p.longitude')} AND p.id <> $10::bigint AND p.land_use_group = $12::text) x
    WHERE x.d <= $9::float8) AS multi_family,
  (SELECT count(*) FROM (
     SELECT ${miles('a.latitude', 'a.longitude')} AS d FROM addresses a
      WHERE ${inBox('a.latitude', 'a.longitude')} AND a.id <> $13::bigint) x
    WHERE x.d <= $9::float8) AS addresses`;

const NEIGHBORS_SQL = `
WITH near AS MATERIALIZED (
  SELECT a.id, a.city, a.state, ${miles('a.latitude', 'a.longitude')} AS miles
    FROM addresses a
   WHERE ${inBox('a.latitude', 'a.longitude')} AND a.id <> $10::bigint),
moved AS (
  SELECT DISTINCT ON (pa.person_id) pa.person_id, pa.from_date, n.miles, n.city, n.state, pa.source_id, pa.recorded_at
    FROM near n
    JOIN person_addresses pa ON pa.address_id = n.id
    JOIN people pp ON pp.id = pa.person_id
   WHERE n.miles <= $9::float8 AND pa.is_current AND NOT pp.deceased
     AND pa.from_date >= $11::date AND pa.from_date <= $12::date
   ORDER BY pa.person_id, pa.from_date DESC, n.miles, pa.id)
SELECT m.person_id, pp.first_name, pp.middle_name, pp.last_name, pp.birth_date::text AS birth_date,
       m.from_date::text AS moved_in, m.miles, m.city, m.state, m.recorded_at::text AS recorded_at,
       src.name AS source_name, src.kind AS source_kind, src.jurisdiction, count(*) OVER () AS total
  FROM moved m
  JOIN people pp ON pp.id = m.person_id
  JOIN sources src ON src.id = m.source_id
 ORDER BY m.from_date DESC, m.miles, m.person_id
 LIMIT $13::int`;

const WATCH_SQL = `
WITH near AS MATERIALIZED (
  SELECT p.id, p.address_id, ${miles('p.latitude', 'p.longitude')} AS miles
    FROM properties p
   WHERE ${inBox('p.latitude', 'p.longitude')} AND p.id <> $10::bigint),
inr AS MATERIALIZED (SELECT * FROM near WHERE miles <= $9::float8),
f AS (
  SELECT CASE WHEN fc.stage = $14::text THEN 'preForeclosure' ELSE 'foreclosure' END AS kind,
         fc.id, fc.property_id, fc.recording_date AS d, fc.source_id, fc.recorded_at
    FROM property_foreclosures fc JOIN inr ON inr.id = fc.property_id
   WHERE fc.recording_date >= $11::date AND fc.recording_date <= $12::date
  UNION ALL
  SELECT 'eviction', e.id, e.property_id, e.filing_date, e.source_id, e.recorded_at
    FROM property_evictions e JOIN inr ON inr.id = e.property_id
   WHERE e.filing_date >= $11::date AND e.filing_date <= $12::date
  UNION ALL
  SELECT 'lien', l.id, l.property_id, l.recording_date, l.source_id, l.recorded_at
    FROM property_liens l JOIN inr ON inr.id = l.property_id
   WHERE l.recording_date >= $11::date AND l.recording_date <= $12::date)
SELECT f.kind, f.id, f.d::text AS date, inr.miles, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.city,
       f.recorded_at::text AS recorded_at, src.name AS source_name, src.kind AS source_kind, src.jurisdiction,
       count(*) OVER () AS total
  FROM f
  JOIN inr ON inr.id = f.property_id
  JOIN addresses a ON a.id = inr.address_id
  JOIN sources src ON src.id = f.source_id
 ORDER BY f.d DESC, inr.miles, array_position($15::text[], f.kind), f.id
 LIMIT $13::int`;

interface SourceCols {
  source_name: string;
  source_kind: string;
  jurisdiction: string | null;
}
const sourceOf = (r: SourceCols): NeighborhoodSource => ({
  name: r.source_name,
  kind: r.source_kind,
  jurisdiction: r.jurisdiction,
});

/** The neighbourhood of a property from the PostgreSQL (or PGlite) record tables. */
export class PgNeighborhood implements Neighborhood {
  constructor(private readonly db: Queryable) {}

  asOf(): Promise<string | null> {
    return recordsAsOf(this.db);
  }

  async subject(propertyId: number): Promise<NeighborhoodSubject | null> {
    const r = await this.db.query<{ id: string; address_id: string; latitude: number; longitude: number }>(
      `SELECT id, address_id, latitude, longitude FROM properties
        WHERE id = $1::bigint AND latitude IS NOT NULL AND longitude IS NOT NULL`,
      [propertyId],
    );
    const p = r.rows[0];
    return p
      ? { propertyId: Number(p.id), addressId: Number(p.address_id), latitude: p.latitude, longitude: p.longitude }
      : null;
  }

  /** $1..$8: the subject, the Earth's radius, degrees-to-radians, the box around `radius`. */
  private around(s: NeighborhoodSubject, radius: number): unknown[] {
    const b = boxAround(s.latitude, s.longitude, radius);
    return [s.latitude, s.longitude, EARTH_RADIUS_MILES, Math.PI / 180, b.minLon, b.minLat, b.maxLon, b.maxLat];
  }

  async schoolsNear(subject: NeighborhoodSubject, maxMiles: number, limit: number): Promise<SchoolFact[]> {
    const r = await this.db.query<
      SourceCols & {
        id: string;
        name: string;
        level: SchoolLevel;
        grades: string;
        miles: number;
        rating: number;
        enrollment: number;
        ratio: number;
        recorded_at: string;
      }
    >(SCHOOLS_SQL, [...this.around(subject, maxMiles), maxMiles, limit]);
    return r.rows.map((x) => ({
      id: Number(x.id),
      name: x.name,
      level: x.level,
      grades: x.grades,
      miles: x.miles,
      rating: x.rating,
      enrollment: x.enrollment,
      studentTeacherRatio: x.ratio,
      source: sourceOf(x),
      recordedAt: x.recorded_at,
    }));
  }

  async walkability(subject: NeighborhoodSubject, radius: number): Promise<WalkabilityFacts> {
    const r = await this.db.query<{ destinations: number[]; multi_family: string; addresses: string }>(
      WALKABILITY_SQL,
      [
        ...this.around(subject, radius),
        radius,
        subject.propertyId,
        WALK_DESTINATION_GROUPS,
        WALK_MULTI_FAMILY_GROUP,
        subject.addressId,
      ],
    );
    const row = r.rows[0];
    return {
      destinationMiles: (row?.destinations ?? []).map(Number),
      multiFamily: Number(row?.multi_family ?? 0),
      addresses: Number(row?.addresses ?? 0),
    };
  }

  async recentNeighbors(
    subject: NeighborhoodSubject,
    area: NeighborhoodArea,
  ): Promise<{ total: number; neighbors: NeighborFact[] }> {
    const r = await this.db.query<
      SourceCols & {
        person_id: string;
        first_name: string;
        middle_name: string | null;
        last_name: string;
        birth_date: string | null;
        moved_in: string;
        miles: number;
        city: string;
        state: string;
        recorded_at: string;
        total: string;
      }
    >(NEIGHBORS_SQL, [
      ...this.around(subject, area.radiusMiles),
      area.radiusMiles,
      subject.addressId,
      area.from,
      area.to,
      area.limit,
    ]);
    return {
      total: Number(r.rows[0]?.total ?? 0),
      neighbors: r.rows.map((x) => ({
        personId: Number(x.person_id),
        firstName: x.first_name,
        middleName: x.middle_name,
        lastName: x.last_name,
        birthDate: x.birth_date,
        movedIn: x.moved_in,
        miles: x.miles,
        city: x.city,
        state: x.state,
        source: sourceOf(x),
        recordedAt: x.recorded_at,
      })),
    };
  }

  async watchFilings(
    subject: NeighborhoodSubject,
    area: NeighborhoodArea,
  ): Promise<{ total: number; filings: WatchFilingFact[] }> {
    const r = await this.db.query<
      SourceCols & {
        kind: WatchFilingKind;
        id: string;
        date: string;
        miles: number;
        pre_dir: string | null;
        street_name: string;
        street_suffix: string | null;
        post_dir: string | null;
        city: string;
        recorded_at: string;
        total: string;
      }
    >(WATCH_SQL, [
      ...this.around(subject, area.radiusMiles),
      area.radiusMiles,
      subject.propertyId,
      area.from,
      area.to,
      area.limit,
      PRE_FORECLOSURE_STAGE,
      WATCH_KIND_ORDER,
    ]);
    return {
      total: Number(r.rows[0]?.total ?? 0),
      filings: r.rows.map((x) => ({
        id: Number(x.id),
        kind: x.kind,
        date: x.date,
        miles: x.miles,
        preDir: x.pre_dir,
        streetName: x.street_name,
        streetSuffix: x.street_suffix,
        postDir: x.post_dir,
        city: x.city,
        source: sourceOf(x),
        recordedAt: x.recorded_at,
      })),
    };
  }
}
