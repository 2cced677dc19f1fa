import type {
  AddressReportData,
  BackgroundReportData,
  EmailReportData,
  PhoneReportData,
  ReportLinkedPerson,
  ReportPhoneItem,
  ReportProvenance,
} from '../../core/reports/report-contents.schema.js';
import type { ReportSource } from '../../core/reports/report-source.port.js';
import {
  asc,
  bool,
  descNullsFirst,
  descNullsLast,
  InMemoryRecords,
  joinNames,
  num,
  numOrNull,
  type RecordRow,
  type RecordTables,
  text,
  textOrNull,
  trueFirst,
} from './in-memory-records.js';

type Order = (a: RecordRow, b: RecordRow) => number;
const byId: Order = (a, b) => num(a, 'id') - num(b, 'id');
const then =
  (...orders: Order[]): Order =>
  (a, b) => {
    for (const o of orders) {
      const c = o(a, b);
      if (c !== 0) return c;
    }
    return 0;
  };
const currentFirst: Order = (a, b) => trueFirst(bool(a, 'is_current'), bool(b, 'is_current'));
const descLast =
  (col: string): Order =>
  (a, b) =>
    descNullsLast(textOrNull(a, col), textOrNull(b, col));
const descFirst =
  (col: string): Order =>
  (a, b) =>
    descNullsFirst(textOrNull(a, col), textOrNull(b, col));
const sorted = (rows: readonly RecordRow[], order: Order) => [...rows].sort(order);

/**
 * {@link ReportSource} over in-memory records: the same facts, members and orders as the
 * statements of `PgReportSource` (adapters/postgres/pg-report-source.ts), by linear scans.
 * Passes tests/adapters/reports/report-source.contract.test.ts.
 */
export class InMemoryReportSource implements ReportSource {
  private readonly r: InMemoryRecords;

  constructor(tables: RecordTables) {
    this.r = new InMemoryRecords(tables);
  }

  /** Where a fact came from and when (every fact row carries source_id and recorded_at). */
  private prov(t: RecordRow): ReportProvenance {
    const s = this.r.byId('sources', num(t, 'source_id'));
    if (!s) throw new Error(`records: no source ${num(t, 'source_id')}`);
    return {
      source: { name: text(s, 'name'), kind: text(s, 'kind'), jurisdiction: textOrNull(s, 'jurisdiction') },
      recordedAt: text(t, 'recorded_at'),
    };
  }

  private place(a: RecordRow) {
    return {
      line1: joinNames(
        ...['house_number', 'pre_dir', 'street_name', 'street_suffix', 'post_dir', 'unit_type', 'unit'].map((c) =>
          textOrNull(a, c),
        ),
      ),
      city: text(a, 'city'),
      state: text(a, 'state'),
      zip: text(a, 'zip'),
      county: textOrNull(a, 'county'),
    };
  }

  private fullName(p: RecordRow): string {
    return joinNames(
      text(p, 'first_name'),
      textOrNull(p, 'middle_name'),
      text(p, 'last_name'),
      textOrNull(p, 'name_suffix'),
    );
  }

  private linkedPeople(links: readonly RecordRow[]): ReportLinkedPerson[] {
    return sorted(links, then(currentFirst, byId)).flatMap((t) => {
      const p = this.r.byId('people', num(t, 'person_id'));
      if (!p) return [];
      const place = this.r.currentAddress(num(p, 'id'));
      return [
        {
          personId: num(p, 'id'),
          fullName: this.fullName(p),
          birthDate: textOrNull(p, 'birth_date'),
          city: place ? text(place, 'city') : null,
          state: place ? text(place, 'state') : null,
          isCurrent: bool(t, 'is_current'),
          ...this.prov(t),
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
      ...this.prov(t),
    };
  }

  /** The address links of these people, current first, then the latest move-in. */
  private addressesOf(personIds: readonly number[]) {
    const links = personIds.flatMap((id) => this.r.where('person_addresses', 'person_id', id));
    return sorted(links, then(currentFirst, descLast('from_date'), byId)).flatMap((t) => {
      const a = this.r.byId('addresses', num(t, 'address_id'));
      return a
        ? [{ ...this.place(a), personId: num(t, 'person_id'), isCurrent: bool(t, 'is_current'), ...this.prov(t) }]
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
        ...this.prov(p),
      },
      names: sorted(of('person_names'), byId).map((t) => ({
        nameType: text(t, 'name_type'),
        firstName: text(t, 'first_name'),
        middleName: textOrNull(t, 'middle_name'),
        lastName: text(t, 'last_name'),
        ...this.prov(t),
      })),
      addresses: sorted(of('person_addresses'), then(currentFirst, descLast('from_date'), byId)).flatMap((t) => {
        const a = this.r.byId('addresses', num(t, 'address_id'));
        return a
          ? [
              {
                addressId: num(a, 'id'),
                ...this.place(a),
                fromDate: textOrNull(t, 'from_date'),
                toDate: textOrNull(t, 'to_date'),
                isCurrent: bool(t, 'is_current'),
                ...this.prov(t),
              },
            ]
          : [];
      }),
      phones: sorted(of('person_phones'), then(currentFirst, descLast('last_seen'), byId)).flatMap((t) => {
        const ph = this.r.byId('phones', num(t, 'phone_id'));
        return ph ? [this.phoneItem(t, ph)] : [];
      }),
      emails: sorted(of('emails'), then(currentFirst, descLast('last_seen'), byId)).map((t) => ({
        email: text(t, 'email'),
        firstSeen: textOrNull(t, 'first_seen'),
        lastSeen: textOrNull(t, 'last_seen'),
        isCurrent: bool(t, 'is_current'),
        ...this.prov(t),
      })),
      relations: sorted(
        of('relationships'),
        then((a, b) => -asc(text(a, 'kind'), text(b, 'kind')), byId),
      ).flatMap((t) => {
        const rel = this.r.byId('people', num(t, 'related_person_id'));
        return rel
          ? [
              {
                personId: num(rel, 'id'),
                kind: text(t, 'kind'),
                relation: text(t, 'relation'),
                fullName: this.fullName(rel),
                birthDate: textOrNull(rel, 'birth_date'),
                ...this.prov(t),
              },
            ]
          : [];
      }),
      social: sorted(of('social_profiles'), byId).map((t) => ({
        network: text(t, 'network'),
        username: text(t, 'username'),
        url: text(t, 'url'),
        ...this.prov(t),
      })),
      employment: sorted(of('employment'), then(descFirst('end_date'), descLast('start_date'), byId)).map((t) => ({
        employer: text(t, 'employer'),
        title: textOrNull(t, 'title'),
        city: textOrNull(t, 'city'),
        state: textOrNull(t, 'state'),
        startDate: textOrNull(t, 'start_date'),
        endDate: textOrNull(t, 'end_date'),
        ...this.prov(t),
      })),
      education: sorted(
        of('education'),
        then((a, b) => descNullsLast(numOrNull(a, 'graduation_year'), numOrNull(b, 'graduation_year')), byId),
      ).map((t) => ({
        school: text(t, 'school'),
        degree: textOrNull(t, 'degree'),
        field: textOrNull(t, 'field'),
        graduationYear: numOrNull(t, 'graduation_year'),
        ...this.prov(t),
      })),
      licenses: sorted(of('licenses'), then(descLast('issue_date'), byId)).map((t) => ({
        licenseType: text(t, 'license_type'),
        licenseNumber: text(t, 'license_number'),
        issuingState: text(t, 'issuing_state'),
        status: text(t, 'status'),
        issueDate: textOrNull(t, 'issue_date'),
        expiryDate: textOrNull(t, 'expiry_date'),
        ...this.prov(t),
      })),
      properties: sorted(of('property_owners'), then(currentFirst, descLast('from_date'), byId)).flatMap((t) => {
        const pr = this.r.byId('properties', num(t, 'property_id'));
        const a = pr ? this.r.byId('addresses', num(pr, 'address_id')) : undefined;
        return pr && a
          ? [
              {
                propertyId: num(pr, 'id'),
                apn: text(pr, 'apn'),
                ...this.place(a),
                isCurrent: bool(t, 'is_current'),
                fromDate: textOrNull(t, 'from_date'),
                toDate: textOrNull(t, 'to_date'),
                estimatedValueCents: numOrNull(pr, 'estimated_value_cents'),
                ...this.prov(t),
              },
            ]
          : [];
      }),
      bankruptcies: sorted(of('bankruptcies'), then(descLast('filing_date'), byId)).map((t) => ({
        chapter: num(t, 'chapter'),
        court: text(t, 'court'),
        caseNumber: text(t, 'case_number'),
        filingDate: text(t, 'filing_date'),
        status: text(t, 'status'),
        statusDate: textOrNull(t, 'status_date'),
        ...this.prov(t),
      })),
      liens: sorted(of('person_liens'), then(descLast('filing_date'), byId)).map((t) => ({
        lienType: text(t, 'lien_type'),
        creditor: text(t, 'creditor'),
        amountCents: num(t, 'amount_cents'),
        court: textOrNull(t, 'court'),
        caseNumber: textOrNull(t, 'case_number'),
        filingDate: text(t, 'filing_date'),
        releasedDate: textOrNull(t, 'released_date'),
        status: text(t, 'status'),
        ...this.prov(t),
      })),
      courtRecords: sorted(of('criminal_records'), then(descLast('offense_date'), byId)).map((t) => ({
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
        ...this.prov(t),
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
        ...this.prov(ph),
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
      phones: sorted(phoneLinks, then(currentFirst, byId)).flatMap((t) => {
        const ph = this.r.byId('phones', num(t, 'phone_id'));
        return ph ? [this.phoneItem(t, ph)] : [];
      }),
      addresses: this.addressesOf(owners),
    };
  }

  async address(propertyId: number): Promise<AddressReportData | null> {
    const t = this.r.byId('properties', propertyId);
    const a = t ? this.r.byId('addresses', num(t, 'address_id')) : undefined;
    if (!t || !a) return null;
    const of = (table: string) => this.r.where(table, 'property_id', propertyId);
    return {
      property: {
        propertyId: num(t, 'id'),
        apn: text(t, 'apn'),
        ...this.place(a),
        landUseGroup: text(t, 'land_use_group'),
        yearBuilt: numOrNull(t, 'year_built'),
        bedrooms: numOrNull(t, 'bedrooms'),
        bathrooms: numOrNull(t, 'bathrooms'),
        squareFeet: numOrNull(t, 'square_feet'),
        lotSquareFeet: numOrNull(t, 'lot_square_feet'),
        estimatedValueCents: numOrNull(t, 'estimated_value_cents'),
        lastSaleDate: textOrNull(t, 'last_sale_date'),
        lastSaleCents: numOrNull(t, 'last_sale_cents'),
        ownerOccupied: bool(t, 'owner_occupied'),
        vacant: bool(t, 'vacant'),
        ...this.prov(t),
      },
      owners: sorted(
        of('property_owners'),
        then(currentFirst, descLast('from_date'), (x, y) => num(x, 'owner_seq') - num(y, 'owner_seq'), byId),
      ).map((o) => ({
        name:
          textOrNull(o, 'company_name') ??
          joinNames(textOrNull(o, 'first_name'), textOrNull(o, 'middle_name'), textOrNull(o, 'last_name')),
        personId: numOrNull(o, 'person_id'),
        ownerType: text(o, 'owner_type'),
        isCurrent: bool(o, 'is_current'),
        fromDate: textOrNull(o, 'from_date'),
        toDate: textOrNull(o, 'to_date'),
        ...this.prov(o),
      })),
      residents: this.linkedPeople(this.r.where('person_addresses', 'address_id', num(a, 'id'))),
      sales: sorted(of('property_transactions'), then(descLast('recording_date'), byId)).map((x) => ({
        transactionType: text(x, 'transaction_type'),
        documentType: text(x, 'document_type'),
        documentNumber: text(x, 'document_number'),
        recordingDate: text(x, 'recording_date'),
        amountCents: numOrNull(x, 'amount_cents'),
        buyerNames: textOrNull(x, 'buyer_names'),
        sellerNames: textOrNull(x, 'seller_names'),
        lender: textOrNull(x, 'lender'),
        ...this.prov(x),
      })),
      liens: sorted(of('property_liens'), then(descLast('recording_date'), byId)).map((x) => ({
        lienType: text(x, 'lien_type'),
        creditor: text(x, 'creditor'),
        debtor: textOrNull(x, 'debtor'),
        court: textOrNull(x, 'court'),
        caseNumber: textOrNull(x, 'case_number'),
        documentNumber: text(x, 'document_number'),
        recordingDate: text(x, 'recording_date'),
        amountCents: num(x, 'amount_cents'),
        releasedDate: textOrNull(x, 'released_date'),
        status: text(x, 'status'),
        ...this.prov(x),
      })),
      evictions: sorted(of('property_evictions'), then(descLast('filing_date'), byId)).map((x) => ({
        caseNumber: text(x, 'case_number'),
        court: text(x, 'court'),
        filingDate: text(x, 'filing_date'),
        plaintiff: text(x, 'plaintiff'),
        defendant: text(x, 'defendant'),
        judgmentDate: textOrNull(x, 'judgment_date'),
        amountCents: numOrNull(x, 'amount_cents'),
        status: text(x, 'status'),
        ...this.prov(x),
      })),
      foreclosures: sorted(of('property_foreclosures'), then(descLast('recording_date'), byId)).map((x) => ({
        stage: text(x, 'stage'),
        documentType: text(x, 'document_type'),
        documentNumber: text(x, 'document_number'),
        recordingDate: text(x, 'recording_date'),
        borrowerNames: textOrNull(x, 'borrower_names'),
        beneficiary: textOrNull(x, 'beneficiary'),
        defaultAmountCents: numOrNull(x, 'default_amount_cents'),
        auctionDate: textOrNull(x, 'auction_date'),
        status: text(x, 'status'),
        ...this.prov(x),
      })),
    };
  }
}
