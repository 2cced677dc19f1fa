import { useState } from 'react';
import { UpdateAddressFunnelSchema } from '#core/address-funnel/address-funnel.schema';
import type { AddressFunnelVersion } from '#core/shell/funnel.rules';
import { ErrorSummary } from '../../../components/error-summary';
import { LoadingBlock } from '../../../components/spinner';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useRequest } from '../../../lib/http/use-request';
import { addressFunnelApi, type FunnelData } from '../api/address-funnel-api';
import { FunnelFrame } from '../components/funnel-frame';
import { FunnelGate } from '../components/funnel-gate';

/** The categories step: the use cases for the address funnel (002 section 7, the fixed nine when none). */
const CategoriesStep = ({ version, funnel }: { version: AddressFunnelVersion; funnel: FunnelData }) => {
  const list = useRequest('address-funnel-use-cases', (signal) => addressFunnelApi.listUseCases(signal));
  const [chosen, setChosen] = useState<number | null>(funnel.useCaseId);
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError } = useFormErrors();
  const save = async () => {
    if (chosen === null || chosen === funnel.useCaseId) return true;
    const input = validate(UpdateAddressFunnelSchema, { useCaseId: chosen });
    if (!input) return false;
    setBusy(true);
    try {
      await addressFunnelApi.update(input);
      return true;
    } catch (e) {
      fromError(e);
      setBusy(false);
      return false;
    }
  };
  return (
    <FunnelFrame
      version={version}
      step="categories"
      criteria={funnel.searchCriteria}
      onNext={save}
      busy={busy}
      lead="Tell us why you are looking this address up (optional)."
    >
      {list.error !== null && <ErrorSummary error={list.error} />}
      {!list.data && !list.error && <LoadingBlock message="Loading…" />}
      {list.data && (
        <fieldset className="af-choices tw-card" data-testid="use-cases">
          <legend className="af-choices__legend">I am looking this address up for</legend>
          {list.data.list.map((u) => (
            <label key={u.id} className="af-choice">
              <input
                type="radio"
                name="useCase"
                value={u.id}
                checked={chosen === u.id}
                onChange={() => setChosen(u.id)}
              />
              {u.name}
            </label>
          ))}
          {errors.useCaseId && <p className="af-error">{errors.useCaseId.join(' ')}</p>}
        </fieldset>
      )}
    </FunnelFrame>
  );
};

/** /address/categories (002 section 2.2). */
export const CategoriesPage = () => <FunnelGate step="categories">{(ctx) => <CategoriesStep {...ctx} />}</FunnelGate>;
