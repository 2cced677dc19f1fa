import { useCallback, useState } from 'react';
import { type ColumnSetting, defaultColumnSettings } from '#core/property/columns.rules';
import { useRequest } from '../../../lib/http/use-request';
import { savedPropertiesApi, savedPropertiesUpgradePromptIn } from '../../../lib/saved-properties-api';

/**
 * The grid's column settings (001 sections 3 and 7): on load the member's own (GET user-columns); none
 * saved, the server's defaults (GET default-columns); neither answering, the catalogue's defaults. A 403
 * with `promptUpgrade` is kept as the error (the page shows the upgrade prompt). Applying the Edit
 * Columns modal replaces the settings for this visit (`apply`).
 */
export const useColumnSettings = () => {
  const request = useRequest('saved-properties-columns', async (signal) => {
    const user = await savedPropertiesApi.userColumns(signal).catch((e: unknown) => {
      if (savedPropertiesUpgradePromptIn(e)) throw e;
      return [] as ColumnSetting[];
    });
    if (user.length > 0) return user;
    const defaults = await savedPropertiesApi.defaultColumns(signal).catch(() => [] as ColumnSetting[]);
    return defaults.length > 0 ? defaults : defaultColumnSettings();
  });
  const [applied, setApplied] = useState<readonly ColumnSetting[] | null>(null);
  const apply = useCallback((next: readonly ColumnSetting[]) => setApplied(next), []);
  return { settings: applied ?? request.data, error: request.error, loading: request.loading, apply };
};
