import { savedCardLabel } from '@cabkit/domain/payment';
import { Button } from '@cabkit/ui/Button';
import type { SavedCardOption } from '@cabkit/ui/dialogs';
import { SkeletonText } from '@cabkit/ui/Skeleton';
import { useEffect, useState } from 'react';
import { userMessage } from '../../../api/errors';
import { loadGatewaySettings } from '../../payment/api/gateway-settings';
import { deleteSavedCard, getSavedCards } from '../../payment/api/saved-cards';
import * as css from './account.css';

/**
 * The profile's "Saved cards" card: the cards the customer kept for next time (brand, last four, expiry), each with
 * "Remove". Shown only where the tenant's card gateway keeps cards.
 */
export function SavedCards() {
  const [cards, setCards] = useState<SavedCardOption[] | null>(null);
  const [offered, setOffered] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    // Without the gateway settings there is nothing to offer: the card stays away rather than showing an error.
    loadGatewaySettings()
      .then((settings) => {
        if (!live || !settings.savesCards) return;
        setOffered(true);
        getSavedCards().then(
          (saved) => live && setCards(saved),
          (failure: unknown) => live && setError(userMessage(failure)),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!offered && !error) return null;
  const remove = async (card: SavedCardOption) => {
    setNotice('');
    setError('');
    setRemoving(card.id);
    try {
      await deleteSavedCard(card.id);
      setCards((current) => (current ?? []).filter((c) => c.id !== card.id));
      setNotice(`${savedCardLabel(card).name} removed.`);
    } catch (failure) {
      setError(userMessage(failure));
    } finally {
      setRemoving(null);
    }
  };
  return (
    <section className={css.card} aria-labelledby="profile-cards">
      <h2 id="profile-cards">Saved cards</h2>
      {error ? <p role="alert">{error}</p> : null}
      {!cards ? (
        error ? null : (
          <SkeletonText lines={2} />
        )
      ) : cards.length === 0 ? (
        <p>No saved cards. Tick "Save this card for next time" when you next pay by card.</p>
      ) : (
        <ul className={css.cardList}>
          {cards.map((card) => {
            const label = savedCardLabel(card);
            return (
              <li key={card.id} className={css.cardRow}>
                <span className={css.cardName}>
                  <strong>{label.name}</strong> <span>{label.expiry}</span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={`Remove ${label.name}`}
                  isPending={removing === card.id}
                  onPress={() => void remove(card)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status">{notice}</p>
    </section>
  );
}
