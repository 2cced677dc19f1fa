import { z } from 'zod';

/**
 * What a report holds (docs/decisions/0050): every fact says where it came from and when
 * ("County assessor, Maricopa County, AZ, recorded 2024-03-12"). Report types follow the universal
 * report link (000 section 2: background, phone, address, email; pdf is a background report printed).
 */

/** The record source of one fact (the `sources` row behind its `source_id`). */
export type ReportFactSource = {
  readonly name: string;
  readonly kind: string;
  readonly jurisdiction: string | null;
};

/** Provenance carried by every fact of a report. */
export type ReportProvenance = {
  readonly source: ReportFactSource;
  /** The date the source recorded the fact, ISO `YYYY-MM-DD`. */
  readonly recordedAt: string;
};

/** A fact with its provenance. */
export type Sourced<T> = T & ReportProvenance;

export type ReportPersonName = Sourced<{
  readonly nameType: string;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
}>;

export type ReportAddress = {
  readonly line1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly county: string | null;
};

export type ReportAddressHistoryItem = Sourced<
  ReportAddress & {
    readonly addressId: number;
    readonly fromDate: string | null;
    readonly toDate: string | null;
    readonly isCurrent: boolean;
  }
>;

export type ReportPhoneItem = Sourced<{
  readonly number: string;
  readonly lineType: string;
  readonly carrier: string | null;
  readonly classification: number;
  readonly firstSeen: string | null;
  readonly lastSeen: string | null;
  readonly isCurrent: boolean;
}>;

export type ReportEmailItem = Sourced<{
  readonly email: string;
  readonly firstSeen: string | null;
  readonly lastSeen: string | null;
  readonly isCurrent: boolean;
}>;

export type ReportRelationItem = Sourced<{
  readonly personId: number;
  readonly kind: 'relative' | 'associate' | string;
  readonly relation: string;
  readonly fullName: string;
  readonly birthDate: string | null;
}>;

export type ReportSocialItem = Sourced<{ readonly network: string; readonly username: string; readonly url: string }>;

export type ReportEmploymentItem = Sourced<{
  readonly employer: string;
  readonly title: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
}>;

export type ReportEducationItem = Sourced<{
  readonly school: string;
  readonly degree: string | null;
  readonly field: string | null;
  readonly graduationYear: number | null;
}>;

export type ReportLicenseItem = Sourced<{
  readonly licenseType: string;
  readonly licenseNumber: string;
  readonly issuingState: string;
  readonly status: string;
  readonly issueDate: string | null;
  readonly expiryDate: string | null;
}>;

export type ReportOwnedPropertyItem = Sourced<
  ReportAddress & {
    readonly propertyId: number;
    readonly apn: string;
    readonly isCurrent: boolean;
    readonly fromDate: string | null;
    readonly toDate: string | null;
    readonly estimatedValueCents: number | null;
  }
>;

export type ReportBankruptcyItem = Sourced<{
  readonly chapter: number;
  readonly court: string;
  readonly caseNumber: string;
  readonly filingDate: string;
  readonly status: string;
  readonly statusDate: string | null;
}>;

export type ReportLienItem = Sourced<{
  readonly lienType: string;
  readonly creditor: string;
  readonly amountCents: number;
  readonly court: string | null;
  readonly caseNumber: string | null;
  readonly filingDate: string;
  readonly releasedDate: string | null;
  readonly status: string;
}>;

export type ReportCourtRecordItem = Sourced<{
  readonly recordType: 'criminal' | 'traffic' | string;
  readonly offense: string;
  readonly offenseClass: string;
  readonly court: string;
  readonly county: string | null;
  readonly state: string;
  readonly caseNumber: string;
  readonly offenseDate: string | null;
  readonly filingDate: string | null;
  readonly disposition: string | null;
  readonly dispositionDate: string | null;
  readonly sentence: string | null;
}>;

/** Everything a background report holds for one person, straight from the records. */
export type BackgroundReportData = {
  readonly person: Sourced<{
    readonly id: number;
    readonly firstName: string;
    readonly middleName: string | null;
    readonly lastName: string;
    readonly nameSuffix: string | null;
    readonly birthDate: string | null;
    readonly deceased: boolean;
    readonly deceasedDate: string | null;
  }>;
  readonly names: readonly ReportPersonName[];
  readonly addresses: readonly ReportAddressHistoryItem[];
  readonly phones: readonly ReportPhoneItem[];
  readonly emails: readonly ReportEmailItem[];
  readonly relations: readonly ReportRelationItem[];
  readonly social: readonly ReportSocialItem[];
  readonly employment: readonly ReportEmploymentItem[];
  readonly education: readonly ReportEducationItem[];
  readonly licenses: readonly ReportLicenseItem[];
  readonly properties: readonly ReportOwnedPropertyItem[];
  readonly bankruptcies: readonly ReportBankruptcyItem[];
  readonly liens: readonly ReportLienItem[];
  readonly courtRecords: readonly ReportCourtRecordItem[];
};

/** A person linked to a phone, e-mail or address, with the person's current city. */
export type ReportLinkedPerson = Sourced<{
  readonly personId: number;
  readonly fullName: string;
  readonly birthDate: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly isCurrent: boolean;
}>;

/** Reverse phone: owner, line type, carrier, classification, linked people and addresses. */
export type PhoneReportData = {
  readonly phone: Sourced<{
    readonly number: string;
    readonly lineType: string;
    readonly carrier: string | null;
    readonly classification: number;
  }>;
  readonly people: readonly ReportLinkedPerson[];
  readonly addresses: readonly Sourced<ReportAddress & { readonly personId: number; readonly isCurrent: boolean }>[];
};

/** E-mail report: owner, linked people, phones, addresses. */
export type EmailReportData = {
  readonly email: string;
  readonly people: readonly ReportLinkedPerson[];
  readonly phones: readonly ReportPhoneItem[];
  readonly addresses: readonly Sourced<ReportAddress & { readonly personId: number; readonly isCurrent: boolean }>[];
};

/** Report types that have contents (000 section 2; `pdf` opens a background report printed). */
const REPORT_CONTENT_TYPES = ['background', 'phone', 'email', 'address'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

/** The subject of a report: its type and the record id (person id, ten phone digits, e-mail, property id). */
export type ReportSubject = { readonly type: ReportContentType; readonly id: string };

/** The stable report id of a subject: `background-123`, `phone-6025550123`, `email-a@b.com`, `address-77`. */
export const reportIdOf = (s: ReportSubject): string => `${s.type}-${s.id}`;

/** Reads a report id back into its subject; null for an id that is not one of ours. */
export const reportSubjectOf = (reportId: string): ReportSubject | null => {
  const m = /^(background|phone|email|address)-(.+)$/.exec(reportId);
  if (!m) return null;
  const parsed = ReportSubjectInput.safeParse({ type: m[1], id: m[2] });
  return parsed.success ? parsed.data : null;
};

const digitsOnly = (s: string) => s.replace(/\D/g, '');

/**
 * The subject of a /report request (000 section 2 query id and type). `pdf` reads as background. The id
 * is normalised per type: a person or property id is a positive integer; a phone is ten digits (a
 * leading 1 dropped, 002 section 5); an e-mail is trimmed and lower-cased.
 */
export const ReportSubjectInput = z
  .object({
    type: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform((t) => (t === undefined || t === '' || t === 'pdf' ? 'background' : t))
      .pipe(z.enum(REPORT_CONTENT_TYPES, { message: 'Sorry, this report type is not available' })),
    id: z.string().trim().min(1, 'Sorry, this report could not be found'),
  })
  .transform((v, ctx): ReportSubject => {
    if (v.type === 'phone') {
      let d = digitsOnly(v.id);
      if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
      if (d.length !== 10)
        ctx.addIssue({ code: 'custom', path: ['id'], message: 'Sorry, that is not a valid phone number' });
      return { type: 'phone', id: d };
    }
    if (v.type === 'email') {
      const e = v.id.toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) || e.length > 255) {
        ctx.addIssue({ code: 'custom', path: ['id'], message: 'Sorry, that is not a valid email address' });
      }
      return { type: 'email', id: e };
    }
    if (!/^[1-9]\d{0,15}$/.test(v.id)) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'Sorry, this report could not be found' });
    }
    return { type: v.type, id: v.id };
  });

/** A report id in a URL path (`background-12`): one of ours, else "Sorry, this report could not be found". */
export const ReportIdParam = z
  .string()
  .max(300)
  .refine((id) => reportSubjectOf(id) !== null, 'Sorry, this report could not be found');

/** The fields of a request that name a report's subject, as {@link ReportSubjectInput} reads them. */
export const subjectFields = (v: {
  type?: string | undefined;
  id: string;
}): { type?: string | undefined; id: string } => ({
  type: v.type,
  id: v.id,
});

/** A report named by type and id in a request body (POST reports/unlock, a purchase at checkout). */
export const UnlockReportInput = z.object({
  type: z.string().optional(),
  id: z.union([z.string(), z.number()]).transform(String),
});

/** {@link UnlockReportInput} read as the report's subject. */
export const ReportRefInput = UnlockReportInput.transform(subjectFields).pipe(ReportSubjectInput);
