import { ok } from 'neverthrow';
import { NotificationPreferencesInput } from '../shared/reports/notifications.schema.js';
import { useCase } from '../shared/use-case.js';
import { preferencesReply } from './monitoring-preferences.steps.js';
import type { ReportPorts } from './report-ports.port.js';

/**
 * POST or PUT notifications/preferences `{ isEnabled, isAutoReportMonitoringEnabled }` (002 section 7:
 * the browser POSTs when it has no reportMonitoringAccountId yet, else PUTs). Both save: the first save
 * gives the reportMonitoringAccountId and the serviceActivatedDate, later saves keep them. Answers the
 * preferences as GET notifications/preferences does.
 */
export const makeSaveNotificationPreferences = (p: Pick<ReportPorts, 'monitoring' | 'ids' | 'clock'>) =>
  useCase(NotificationPreferencesInput, async (b, userId: string) => {
    await p.monitoring.savePreferences(userId, b, p.ids.uuid(), p.clock.now());
    return ok(await preferencesReply(p.monitoring, userId));
  });
