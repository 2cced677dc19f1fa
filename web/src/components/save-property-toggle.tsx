import { type ReactNode, useCallback, useState } from 'react';
import {
  applySaveToggleResult,
  SAVED_PROPERTY_CAPACITY,
  SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE,
  SAVED_PROPERTY_LIMIT_MESSAGE,
  type SavableCard,
  savePropertyToggle,
} from '#core/property/saved-properties.rules';
import { logClient } from '../lib/http/logger';
import { savedPropertiesApi, savedPropertiesUpgradePromptIn, savedPropertyLimitIn } from '../lib/saved-properties-api';
import { Button, LinkButton } from './button';
import { Modal } from './modal';

/**
 * The Limit Reached modal (001 section 8): the Limit Reached text, the higher-limit hint, 'Modify List'
 * (the Saved Properties page) and 'Close'.
 */
export const LimitReachedModal = ({
  messages,
  modifyListHref,
  onClose,
}: {
  messages: readonly string[];
  modifyListHref: string;
  onClose: () => void;
}) => (
  <Modal title="Limit Reached" onClose={onClose} testId="limit-reached-modal">
    {(messages.length > 0 ? messages : [SAVED_PROPERTY_LIMIT_MESSAGE, SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE]).map((m) => (
      <p key={m}>{m}</p>
    ))}
    <div className="tw-modal__actions">
      <LinkButton to={modifyListHref}>Modify List</LinkButton>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  </Modal>
);

/**
 * Save or unsave a property (001 section 4 "Saving a property"): a button with `aria-pressed`, 'Save
 * property' or 'Saved'. A save keeps the saved id the server returns, so the next click removes by it; a
 * property saved before the page knew its saved id is unsaved by its record id.
 * A free or paused member (`locked`, or a 403 with `promptUpgrade`) gets the upgrade dialog the caller
 * renders; a save past the 1000 places (409) opens the Limit Reached modal.
 */
export const SavePropertyToggle = ({
  propertyId,
  initialSaved,
  initialSavedId = null,
  locked = null,
  modifyListHref = '/saved-properties',
  renderUpgrade,
}: {
  propertyId: string | number;
  initialSaved: boolean;
  /** The saved id when the caller knows it (a nearby card carries it), so an unsave needs no look-up. */
  initialSavedId?: string | number | null;
  /** The viewer may not save (not a member): clicking opens the upgrade dialog without a request. */
  locked?: 'free' | 'paused' | null;
  modifyListHref?: string;
  renderUpgrade?: (props: { isPaused: boolean; onClose: () => void }) => ReactNode;
}) => {
  const id = String(propertyId);
  const [card, setCard] = useState<SavableCard>({
    id,
    isSaved: initialSaved,
    savedId: initialSavedId === null ? null : String(initialSavedId),
  });
  const [busy, setBusy] = useState(false);
  const [limit, setLimit] = useState<readonly string[] | null>(null);
  const [upgrade, setUpgrade] = useState<{ isPaused: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const closeLimit = useCallback(() => setLimit(null), []);
  const closeUpgrade = useCallback(() => setUpgrade(null), []);

  const toggle = async () => {
    if (locked) {
      setUpgrade({ isPaused: locked === 'paused' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const current = card;
      // The server counts the places left; a save past them answers 409 (the Limit Reached modal).
      const action = savePropertyToggle(current, SAVED_PROPERTY_CAPACITY);
      if (action.type === 'remove') {
        await savedPropertiesApi.remove([action.savedId]);
        setCard(applySaveToggleResult(current, action, { ok: true }));
      } else if (current.isSaved) {
        // Saved before this page knew its saved row's id (a report opened already saved): unsave by property.
        await savedPropertiesApi.removeProperties([propertyId]);
        setCard({ ...current, isSaved: false, savedId: null });
      } else if (action.type === 'save') {
        const reply = await savedPropertiesApi.save([propertyId]);
        const saved = reply.savedProperties.find((s) => String(s.propertyReachId) === id) ?? reply.savedProperties[0];
        setCard(applySaveToggleResult(current, action, saved ? { ok: true, savedId: saved.id } : { ok: true }));
      }
    } catch (e) {
      const prompt = savedPropertiesUpgradePromptIn(e);
      const limitMessages = savedPropertyLimitIn(e);
      if (prompt) setUpgrade(prompt);
      else if (limitMessages) setLimit(limitMessages);
      else {
        setError('Sorry, we could not update your Saved Properties. Please try again.');
        void logClient({ level: 'error', message: 'Save property failed', details: { propertyId: id } });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="tw-save-toggle">
      <Button
        size="sm"
        variant={card.isSaved ? 'primary' : 'secondary'}
        aria-pressed={card.isSaved}
        loading={busy}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{card.isSaved ? '★' : '☆'}</span> {card.isSaved ? 'Saved' : 'Save property'}
      </Button>
      {error && (
        <span className="tw-save-toggle__error" role="alert">
          {error}
        </span>
      )}
      {limit && <LimitReachedModal messages={limit} modifyListHref={modifyListHref} onClose={closeLimit} />}
      {upgrade && renderUpgrade?.({ isPaused: upgrade.isPaused, onClose: closeUpgrade })}
    </span>
  );
};
