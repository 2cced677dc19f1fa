import { milesBetween } from '../../core/property/geo-distance.rules.js';
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
  inNeighborhoodWindow,
  type SchoolLevel,
  WALK_DESTINATION_GROUPS,
  WALK_MULTI_FAMILY_GROUP,
  WATCH_KIND_ORDER,
  type WalkabilityFacts,
  watchKindOfForeclosureStage,
} from '../../core/property/neighborhood.rules.js';
import {
  bool,
  InMemoryRecords,
  num,
  numOrNull,
  type RecordRow,
  type RecordTables,
  text,
  textOrNull,
} from './in-memory-records.js';

/**
 * The neighbourhood over in-memory record tables (adapters/memory/in-memory-records.ts), answering as
 * adapters/postgres/pg-neighborhood.ts does from the same rows (tests/adapters/property/neighborhood.contract.test.ts).
 * `asOf` stands for `app_meta.records_as_of` (null: none recorded).
 */
export class InMemoryNeighborhood implements Neighborhood {
  private readonly r: InMemoryRecords;

  constructor(
    tables: RecordTables,
    private readonly opts: { readonly asOf?: string | null } = {},
  ) {
    this.r = new InMemoryRecords(tables);
  }

  async asOf(): Promise<string | null> {
    return this.opts.asOf ?? null;
  }

  async subject(propertyId: number): Promise<NeighborhoodSubject | null> {
    const p = this.r.byId('properties', propertyId);
    const lat = p ? numOrNull(p, 'latitude') : null;
    const lon = p ? numOrNull(p, 'longitude') : null;
    if (!p || lat === null || lon === null) return null;
    return { propertyId, addressId: num(p, 'address_id'), latitude: lat, longitude: lon };
  }

  private source(row: RecordRow): NeighborhoodSource | null {
    const s = this.r.byId('sources', num(row, 'source_id'));
    return s ? { name: text(s, 'name'), kind: text(s, 'kind'), jurisdiction: textOrNull(s, 'jurisdiction') } : null;
  }

  /** The rows of `table` within `radius` of the subject, with their distance (rows without a location left out). */
  private within(table: string, s: NeighborhoodSubject, radius: number): { row: RecordRow; miles: number }[] {
    const out: { row: RecordRow; miles: number }[] = [];
    for (const row of this.r.rows(table)) {
      const lat = numOrNull(row, 'latitude');
      const lon = numOrNull(row, 'longitude');
      if (lat === null || lon === null) continue;
      const miles = milesBetween(s.latitude, s.longitude, lat, lon);
      if (miles <= radius) out.push({ row, miles });
    }
    return out;
  }

  async schoolsNear(subject: NeighborhoodSubject, maxMiles: number, limit: number): Promise<SchoolFact[]> {
    const out: SchoolFact[] = [];
    for (const { row, miles } of this.within('schools', subject, maxMiles)) {
      const source = this.source(row);
      if (!source) continue;
      out.push({
        id: num(row, 'id'),
        name: text(row, 'name'),
        level: text(row, 'level') as SchoolLevel,
        grades: text(row, 'grades'),
        miles,
        rating: num(row, 'rating'),
        enrollment: num(row, 'enrollment'),
        studentTeacherRatio: num(row, 'student_teacher_ratio'),
        source,
        recordedAt: text(row, 'recorded_at'),
      });
    }
    return out.sort((a, b) => a.miles - b.miles || a.id - b.id).slice(0, limit);
  }

  async walkability(subject: NeighborhoodSubject, radius: number): Promise<WalkabilityFacts> {
    const props = this.within('properties', subject, radius).filter((p) => num(p.row, 'id') !== subject.propertyId);
    const group = (p: { row: RecordRow }) => text(p.row, 'land_use_group');
    return {
      destinationMiles: props
        .filter((p) => (WALK_DESTINATION_GROUPS as readonly string[]).includes(group(p)))
        .map((p) => p.miles)
        .sort((a, b) => a - b),
      multiFamily: props.filter((p) => group(p) === WALK_MULTI_FAMILY_GROUP).length,
      addresses: this.within('addresses', subject, radius).filter((a) => num(a.row, 'id') !== subject.addressId).length,
    };
  }

  async recentNeighbors(
    subject: NeighborhoodSubject,
    area: NeighborhoodArea,
  ): Promise<{ total: number; neighbors: NeighborFact[] }> {
    const best = new Map<number, NeighborFact & { linkId: number }>();
    for (const { row: a, miles } of this.within('addresses', subject, area.radiusMiles)) {
      if (num(a, 'id') === subject.addressId) continue;
      for (const link of this.r.where('person_addresses', 'address_id', num(a, 'id'))) {
        const from = textOrNull(link, 'from_date');
        if (!bool(link, 'is_current') || from === null || !inNeighborhoodWindow(from, area)) continue;
        const personId = num(link, 'person_id');
        const person = this.r.byId('people', personId);
        const source = this.source(link);
        if (!person || bool(person, 'deceased') || !source) continue;
        const fact = {
          personId,
          firstName: text(person, 'first_name'),
          middleName: textOrNull(person, 'middle_name'),
          lastName: text(person, 'last_name'),
          birthDate: textOrNull(person, 'birth_date'),
          movedIn: from,
          miles,
          city: text(a, 'city'),
          state: text(a, 'state'),
          source,
          recordedAt: text(link, 'recorded_at'),
          linkId: num(link, 'id'),
        };
        // One row per person: the newest move-in, then the nearest, then the first link (DISTINCT ON).
        const had = best.get(personId);
        const better =
          !had ||
          fact.movedIn > had.movedIn ||
          (fact.movedIn === had.movedIn &&
            (fact.miles < had.miles || (fact.miles === had.miles && fact.linkId < had.linkId)));
        if (better) best.set(personId, fact);
      }
    }
    const all = [...best.values()].sort(
      (a, b) =>
        (a.movedIn < b.movedIn ? 1 : a.movedIn > b.movedIn ? -1 : 0) || a.miles - b.miles || a.personId - b.personId,
    );
    return { total: all.length, neighbors: all.slice(0, area.limit).map(({ linkId: _, ...n }) => n) };
  }

  async watchFilings(
    subject: NeighborhoodSubject,
    area: NeighborhoodArea,
  ): Promise<{ total: number; filings: WatchFilingFact[] }> {
    const out: WatchFilingFact[] = [];
    const near = this.within('properties', subject, area.radiusMiles).filter(
      (p) => num(p.row, 'id') !== subject.propertyId,
    );
    for (const { row: p, miles } of near) {
      const address = this.r.byId('addresses', num(p, 'address_id'));
      if (!address) continue;
      const where = {
        miles,
        preDir: textOrNull(address, 'pre_dir'),
        streetName: text(address, 'street_name'),
        streetSuffix: textOrNull(address, 'street_suffix'),
        postDir: textOrNull(address, 'post_dir'),
        city: text(address, 'city'),
      };
      const add = (row: RecordRow, kind: WatchFilingFact['kind'], dateCol: string) => {
        const date = text(row, dateCol);
        const source = this.source(row);
        if (!source || !inNeighborhoodWindow(date, area)) return;
        out.push({ id: num(row, 'id'), kind, date, ...where, source, recordedAt: text(row, 'recorded_at') });
      };
      const id = num(p, 'id');
      for (const f of this.r.where('property_foreclosures', 'property_id', id))
        add(f, watchKindOfForeclosureStage(text(f, 'stage')), 'recording_date');
      for (const e of this.r.where('property_evictions', 'property_id', id)) add(e, 'eviction', 'filing_date');
      for (const l of this.r.where('property_liens', 'property_id', id)) add(l, 'lien', 'recording_date');
    }
    out.sort(
      (a, b) =>
        (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
        a.miles - b.miles ||
        WATCH_KIND_ORDER.indexOf(a.kind) - WATCH_KIND_ORDER.indexOf(b.kind) ||
        a.id - b.id,
    );
    return { total: out.length, filings: out.slice(0, area.limit) };
  }
}
