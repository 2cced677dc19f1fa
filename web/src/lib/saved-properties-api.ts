import type { z } from 'zod';
import type { ColumnSetting } from '#core/property/columns.rules';
import type {
  RemoveSavedPropertiesReply,
  SavedPropertiesExportInput,
  SavedPropertiesExportReply,
  SavedPropertiesListInput,
  SavedPropertiesPage,
  SavePropertiesReply,
} from '#core/property/saved-properties.schema';
import { http } from './http/http';
import { HttpError } from './http/http-error';

/** Replies of the saved-properties calls: `{ success: true, data }` (001 section 7). */
type Ok<T> = { success: true; data: T };

const BASE = '/dashboard/api/saved-properties';
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export type SavedPropertiesListBody = z.input<typeof SavedPropertiesListInput>;
export type SavedPropertiesExportBody = z.input<typeof SavedPropertiesExportInput>;

/**
 * The saved-properties calls (001 section 7; the wire contract of core/property/saved-properties.schema.ts).
 * They live in lib because two features use them: the Saved Properties page and the address report's
 * save toggle. Each resolves with the reply's `data`.
 */
export const savedPropertiesApi = {
  save: (propertyReachIds: readonly (string | number)[]) =>
    http
      .post<Ok<SavePropertiesReply>>(BASE, { Properties: propertyReachIds.map((id) => ({ PropertyReachId: id })) })
      .then((r) => r.data),
  remove: (ids: readonly string[]) => http.delete<Ok<RemoveSavedPropertiesReply>>(BASE, { ids }).then((r) => r.data),
  /** Unsaves properties by their record ids (the save call's body), for a toggle without the saved row's id. */
  removeProperties: (propertyReachIds: readonly (string | number)[]) =>
    http
      .delete<Ok<RemoveSavedPropertiesReply>>(BASE, {
        Properties: propertyReachIds.map((id) => ({ PropertyReachId: id })),
      })
      .then((r) => r.data),
  list: (body: SavedPropertiesListBody, signal?: AbortSignal) =>
    http.post<Ok<SavedPropertiesPage>>(`${BASE}/list`, body, opts(signal)).then((r) => r.data),
  defaultColumns: (signal?: AbortSignal) =>
    http.get<Ok<ColumnSetting[]>>(`${BASE}/default-columns`, opts(signal)).then((r) => r.data),
  userColumns: (signal?: AbortSignal) =>
    http.get<Ok<ColumnSetting[]>>(`${BASE}/user-columns`, opts(signal)).then((r) => r.data),
  saveUserColumns: (body: readonly { id: number; sortOrder: number | null }[]) =>
    http.post<Ok<unknown>>(`${BASE}/user-columns`, body),
  resetUserColumns: () => http.delete<Ok<unknown>>(`${BASE}/user-columns`),
  exportXlsx: (body: SavedPropertiesExportBody) =>
    http.post<Ok<SavedPropertiesExportReply>>(`${BASE}/xlsx`, body).then((r) => r.data),
};

/**
 * A saved-properties call answers 403 with `promptUpgrade` (and `isPaused`) to anyone but a member
 * (001 section 6): the upgrade prompt to show, or null for any other answer.
 */
export const savedPropertiesUpgradePromptIn = (e: unknown): { isPaused: boolean } | null => {
  if (!(e instanceof HttpError) || e.status !== 403) return null;
  const body = e.body as { promptUpgrade?: unknown; isPaused?: unknown } | undefined;
  return body?.promptUpgrade === true ? { isPaused: body.isPaused === true } : null;
};

/**
 * A save past the capacity answers 409 SavedPropertyLimitReached (001 section 8): the texts to show
 * (the Limit Reached text and the higher-limit hint), or null for any other answer.
 */
export const savedPropertyLimitIn = (e: unknown): readonly string[] | null => {
  if (!(e instanceof HttpError) || e.status !== 409) return null;
  return e.errors['*'] ?? [];
};

/** Decodes the export's base64 content into an .xlsx Blob. */
export const xlsxBlobOf = (content: string): Blob => {
  const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
};

/** Downloads a Blob under a file name (an `<a download>` click). */
export const downloadBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
