import { useEffect } from 'react';
import type { AddressFunnelStep } from '#core/shell/funnel.rules';
import { useRequest } from '../../../lib/http/use-request';
import { addressFunnelApi } from '../api/address-funnel-api';

/**
 * The visitor's stored funnel (GET /api/address-funnel; nothing while `enabled` is false), and, when
 * `save`, the step saved as reached once the page shows it, so a later visit resumes here (002 section 4
 * "Incomplete: resume it").
 */
export const useAddressFunnel = (step: AddressFunnelStep, opts: { enabled?: boolean; save?: boolean } = {}) => {
  const { enabled = true, save = true } = opts;
  const funnel = useRequest(enabled ? `funnel:${step}` : null, (signal) => addressFunnelApi.get(signal));
  const savedStep = funnel.data?.data?.step;
  useEffect(() => {
    if (save && savedStep && savedStep !== step) void addressFunnelApi.update({ step }).catch(() => undefined);
  }, [save, savedStep, step]);
  return funnel;
};
