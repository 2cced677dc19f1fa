import { Suspense } from 'react';
import { lazyPage } from '../../../../lib/routing/lazy-page';
import type { UpgradeOrPausedProps } from './upgrade-flow';

// The dialogs load when a free or paused member first opens one (with their card form).
const UpgradeOrPausedModal = lazyPage(() => import('./upgrade-flow'), 'UpgradeOrPausedModal');

/**
 * The property tools' upgrade dialog for a free member, or the paused-account dialog for a paused one,
 * loaded on first use: the address report's save toggle uses it, and the app layer hands it to the
 * member pages of other features (saved properties, nearby, address results).
 */
export const UpgradeDialog = ({ isPaused, onClose, onUpgraded }: UpgradeOrPausedProps) => (
  <Suspense fallback={null}>
    <UpgradeOrPausedModal isPaused={isPaused} onClose={onClose} onUpgraded={onUpgraded} />
  </Suspense>
);
