import { z } from 'zod';
import { useCase } from '../shared/use-case.js';
import type { ReportPorts } from './report-ports.port.js';
import { makeSubscribeReport } from './subscribe-report.use-case.js';

export const SilentSubscribeInput = z.object({
  subscribe: z.literal(true),
  preorder: z.literal(true),
  tahoeId: z.union([z.string(), z.number()]).transform(String),
});

/**
 * The silent phone variant (000 section 7 subscribe/silent { subscribe: true, preorder: true,
 * tahoeId }; 002 section 4): `tahoeId` is the record id of the phone report (ten digits) or of a
 * person. The caller reads success and errors['*'][0].
 */
export const makeSilentSubscribeReport = (p: Pick<ReportPorts, 'store' | 'allowance' | 'clock'>) => {
  const subscribe = makeSubscribeReport(p);
  return useCase(SilentSubscribeInput, (b, userId: string) => {
    const digits = b.tahoeId.replace(/\D/g, '');
    const id = digits.length === 10 ? `phone-${digits}` : `background-${b.tahoeId}`;
    return subscribe({ subscribe: true, id }, userId);
  });
};
