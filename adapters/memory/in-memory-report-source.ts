import type { AddressReportData } from '../../core/shared/reports/address-report-contents.schema.js';
import type {
  BackgroundReportData,
  EmailReportData,
  PhoneReportData,
  ReportLinkedPerson,
  ReportPhoneItem,
} from '../../core/shared/reports/report-contents.schema.js';
import type { ReportSource } from '../../core/shared/reports/report-source.port.js';
import { inMemoryAddressReport } from './in-memory-address-report.js';
import {
  asc,
  bool,
  descNullsLast,
  InMemoryRecords,
  num,
  numOrNull,
  type RecordRow,
  type RecordTables,
  text,
  textOrNull,
} from './in-memory-records.js';
import { byId, currentFirst, descFirst, descLast, RecordFacts, sorted, thenBy } from './in-memory-report-facts.js';

/**
 * {@link ReportSource} over in-memory records: the same facts, members and orders as the
 * statements of `PgReportSource` (adapters/postgres/functions/report_*_json.sql), by linear scans.
 * Passes tests/adapters/reports/report-source.contract.test.ts.
 */
export class InMemoryReportSource implements ReportSource {
  private readonly r: InMemoryRecords;
  private readonly f: RecordFacts;
  private readonly saved = new Set<string>();

  constructor(tables: RecordTables) {
    this.r = new InMemoryRecords(tables);
    this.f = new RecordFacts(this.r);
  }

  private linkedPeople(links: readonly RecordRow[]): ReportLinkedPerson[] {
    return sorted(links, thenBy(currentFirst, byId)).flatMap((t) => {
      const p = this.r.byId('people', num(t, 'person_id'));
      if (!p) return [];
      const place = this.r.currentAddress(num(p, 'id'));
      return [
        {
          personId: num(p, 'id'),
          fullName: this.f.fullName(p),
          birthDate: textOrNull(p, 'birth_date'),
          city: place ? text(place, 'city') : null,
          state: place ? text(place, 'state') : null,
          isCurrent: bool(t, 'is_current'),
          ...this.f.prov(t),
        },
      ];
    });
  }

  private phoneItem(t: RecordRow, ph: RecordRow): ReportPhoneItem {
    return {
      number: text(ph, 'number'),
      lineType: text(ph, 'line_type'),
      carrier: textOrNull(ph, 'carrier'),
      classification: num(ph, 'classification'),
      firstSeen: textOrNull(t, 'first_seen'),
      lastSeen: textOrNull(t, 'last_seen'),
      isCurrent: bool(t, 'is_current'),
      ...this.f.prov(t),
    };
  }

  /** The address links of these people, current first, then the latest move-in. */
  private addressesOf(personIds: readonly number[]) {
    const links = personIds.flatMap((id) => this.r.where('person_addresses', 'person_id', id));
    return sorted(links, thenBy(currentFirst, descLast('from_date'), byId)).flatMap((t) => {
      const a = this.r.byId('addresses', num(t, 'address_id'));
      return a
        ? [{ ...this.f.place(a), personId: num(t, 'person_id'), isCurrent: bool(t, 'is_current'), ...this.f.prov(t) }]
        : [];
    });
  }

  async background(personId: number): Promise<BackgroundReportData | null> {
    const p = this.r.byId('people', personId);
    if (!p) return null;
    const of = (table: string) => this.r.where(table, 'person_id', personId);
    return {
      person: {
        id: num(p, 'id'),
        firstName: text(p, 'first_name'),
        middleName: textOrNull(p, 'middle_name'),
        lastName: text(p, 'last_name'),
        nameSuffix: textOrNull(p, 'name_suffix'),
        birthDate: textOrNull(p, 'birth_date'),
        deceased: bool(p, 'deceased'),
        deceasedDate: textOrNull(p, 'deceased_date'),
        ...this.f.prov(p),
      },
      names: sorted(of('person_names'), byId).map((t) => ({
        nameType: text(t, 'name_type'),
        firstName: text(t, 'first_name'),
        middleName: textOrNull(t, 'middle_name'),
        lastName: text(t, 'last_name'),
        ...this.f.prov(t),
      })),
      addresses: sorted(of('person_addresses'), thenBy(currentFirst, descLast('from_date'), byId)).flatMap((t) => {
        const a = this.r.byId('addresses', num(t, 'address_id'));
        return a
          ? [
              {
                addressId: num(a, 'id'),
                ...this.f.place(a),
                fromDate: textOrNull(t, 'from_date'),
                toDate: textOrNull(t, 'to_date'),
                isCurrent: bool(t, 'is_current'),
                ...this.f.prov(t),
              },
            ]
          : [];
      }),
      phones: sorted(of('person_phones'), thenBy(currentFirst, descLast('last_seen'), byId)).flatMap((t) => {
        const ph = this.r.byId('phones', num(t, 'phone_id'));
        return ph ? [this.phoneItem(t, ph)] : [];
      }),
      emails: sorted(of('emails'), thenBy(currentFirst, descLast('last_seen'), byId)).map((t) => ({
        email: text(t, 'email'),
        firstSeen: textOrNull(t, 'first_seen'),
        lastSeen: textOrNull(t, 'last_seen'),
        isCurrent: bool(t, 'is_current'),
        ...this.f.prov(t),
      })),
      relations: sorted(
        of('relationships'),
        thenBy((a, b) => -asc(text(a, 'kind'), text(b, 'kind')), byId),
      ).flatMap((t) => {
        const rel = this.r.byId('people', num(t, 'related_person_id'));
        return rel
          ? [
              {
                personId: num(rel, 'id'),
                kind: text(t, 'kind'),
                relation: text(t, 'relation'),
                fullName: this.f.fullName(rel),
                birthDate: textOrNull(rel, 'birth_date'),
                ...this.f.prov(t),
              },
            ]
          : [];
      }),
      social: sorted(of('social_profiles'), byId).map((t) => ({
        network: text(t, 'network'),
        username: text(t, 'username'),
        url: text(t, 'url'),
        ...this.f.prov(t),
      })),
      employment: sorted(of('employment'), thenBy(descFirst('end_date'), descLast('start_date'), byId)).map((t) => ({
        employer: text(t, 'employer'),
        title: textOrNull(t, 'title'),
        city: textOrNull(t, 'city'),
        state: textOrNull(t, 'state'),
        startDate: textOrNull(t, 'start_date'),
        endDate: textOrNull(t, 'end_date'),
        ...this.f.prov(t),
      })),
      education: sorted(
        of('education'),
        thenBy((a, b) => descNullsLast(numOrNull(a, 'graduation_year'), numOrNull(b, 'graduation_year')), byId),
      ).map((t) => ({
        school: text(t, 'school'),
        degree: textOrNull(t, 'degree'),
        field: textOrNull(t, 'field'),
        graduationYear: numOrNull(t, 'graduation_year'),
        ...this.f.prov(t),
      })),
      licenses: sorted(of('licenses'), thenBy(descLast('issue_date'), byId)).map((t) => ({
        licenseType: text(t, 'license_type'),
        licenseNumber: text(t, 'license_number'),
        issuingState: text(t, 'issuing_state'),
        status: text(t, 'status'),
        issueDate: textOrNull(t, 'issue_date'),
        expiryDate: textOrNull(t, 'expiry_date'),
        ...this.f.prov(t),
      })),
      properties: sorted(of('property_owners'), thenBy(currentFirst, descLast('from_date'), byId)).flatMap((t) => {
        const pr = this.r.byId('properties', num(t, 'property_id'));
        const a = pr ? this.r.byId('addresses', num(pr, 'address_id')) : undefined;
        return pr && a
          ? [
              {
                propertyId: num(pr, 'id'),
                apn: text(pr, 'apn'),
                ...this.f.place(a),
                isCurrent: bool(t, 'is_current'),
                fromDate: textOrNull(t, 'from_date'),
                toDate: textOrNull(t, 'to_date'),
                estimatedValueCents: numOrNull(pr, 'estimated_value_cents'),
                ...this.f.prov(t),
              },
            ]
          : [];
      }),
      bankruptcies: sorted(of('bankruptcies'), thenBy(descLast('filing_date'), byId)).map((t) => ({
        chapter: num(t, 'chapter'),
        court: text(t, 'court'),
        caseNumber: text(t, 'case_number'),
        filingDate: text(t, 'filing_date'),
        status: text(t, 'status'),
        statusDate: textOrNull(t, 'status_date'),
        ...this.f.prov(t),
      })),
      liens: sorted(of('person_liens'), thenBy(descLast('filing_date'), byId)).map((t) => ({
        lienType: text(t, 'lien_type'),
        creditor: text(t, 'creditor'),
        amountCents: num(t, 'amount_cents'),
        court: textOrNull(t, 'court'),
        caseNumber: textOrNull(t, 'case_number'),
        filingDate: text(t, 'filing_date'),
        releasedDate: textOrNull(t, 'released_date'),
        status: text(t, 'status'),
        ...this.f.prov(t),
      })),
      courtRecords: sorted(of('criminal_records'), thenBy(descLast('offense_date'), byId)).map((t) => ({
        recordType: text(t, 'record_type'),
        offense: text(t, 'offense'),
        offenseClass: text(t, 'offense_class'),
        court: text(t, 'court'),
        county: textOrNull(t, 'county'),
        state: text(t, 'state'),
        caseNumber: text(t, 'case_number'),
        offenseDate: textOrNull(t, 'offense_date'),
        filingDate: textOrNull(t, 'filing_date'),
        disposition: textOrNull(t, 'disposition'),
        dispositionDate: textOrNull(t, 'disposition_date'),
        sentence: textOrNull(t, 'sentence'),
        ...this.f.prov(t),
      })),
    };
  }

  async phone(tenDigits: string): Promise<PhoneReportData | null> {
    const ph = this.r.where('phones', 'number', tenDigits)[0];
    if (!ph) return null;
    const links = this.r.where('person_phones', 'phone_id', num(ph, 'id'));
    const owners = [...new Set(links.map((t) => num(t, 'person_id')))];
    return {
      phone: {
        number: text(ph, 'number'),
        lineType: text(ph, 'line_type'),
        carrier: textOrNull(ph, 'carrier'),
        classification: num(ph, 'classification'),
        ...this.f.prov(ph),
      },
      people: this.linkedPeople(links),
      addresses: this.addressesOf(owners),
    };
  }

  async email(lowerCaseEmail: string): Promise<EmailReportData | null> {
    const links = this.r.rows('emails').filter((t) => text(t, 'email').toLowerCase() === lowerCaseEmail);
    if (links.length === 0) return null;
    const owners = [...new Set(links.map((t) => num(t, 'person_id')))];
    const phoneLinks = owners.flatMap((id) => this.r.where('person_phones', 'person_id', id));
    return {
      email: lowerCaseEmail,
      people: this.linkedPeople(links),
      phones: sorted(phoneLinks, thenBy(currentFirst, byId)).flatMap((t) => {
        const ph = this.r.byId('phones', num(t, 'phone_id'));
        return ph ? [this.phoneItem(t, ph)] : [];
      }),
      addresses: this.addressesOf(owners),
    };
  }

  async address(propertyId: number, viewerId: string | null = null): Promise<AddressReportData | null> {
    return inMemoryAddressReport(this.f, propertyId, viewerId !== null && this.saved.has(`${viewerId}:${propertyId}`));
  }

  /** Marks a property saved by a user (the saved_properties rows of PostgreSQL), for tests of `isSaved`. */
  markSaved(userId: string, propertyId: number): void {
    this.saved.add(`${userId}:${propertyId}`);
  }
}
