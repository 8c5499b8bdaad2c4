import { savedCardLabel } from '@cabkit/domain/payment';
import { Button } from '@cabkit/ui/Button';
import type { SavedCardOption } from '@cabkit/ui/dialogs';
import { SkeletonText } from '@cabkit/ui/Skeleton';
import { useEffect, useState } from 'react';
import { userMessage } from '../../../api/errors';
import { deleteSavedCard, getSavedCards } from '../../payment/saved-cards';
import * as css from './account.css';

/**
 * The profile's "Saved cards" card: the cards the customer kept for next time (brand, last four, expiry), each with
 * "Remove". Shown once the customer has a saved card (only a gateway that keeps cards has any).
 */
export function SavedCards() {
  const [cards, setCards] = useState<SavedCardOption[] | null>(null);
  const [offered, setOffered] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    // The server answers no cards where its gateway keeps none; a failed look-up leaves the card away too (the
    // gateway settings are not read here: their call would weigh on the profile's first view).
    getSavedCards().then(
      (saved) => {
        if (!live || saved.length === 0) return;
        setCards(saved);
        setOffered(true);
      },
      () => undefined,
    );
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
