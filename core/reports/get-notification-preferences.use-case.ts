import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import { preferencesReply } from './monitoring-preferences.steps.js';
import type { ReportPorts } from './report-ports.port.js';

/**
 * GET notifications/preferences and GET notifications/status (002 section 7): `{ notificationPreferences,
 * totalUpdatesAvailable }`, the count of alerts the member has not seen (the nav badge, capped "100+" by
 * formatBadgeCount).
 */
export const makeGetNotificationPreferences = (p: Pick<ReportPorts, 'monitoring'>) =>
  useCase(SignedInUser, (userId) => ResultAsync.fromSafePromise(preferencesReply(p.monitoring, userId)));
