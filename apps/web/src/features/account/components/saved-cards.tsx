import { savedCardLabel } from '@cabkit/domain/payment';
import { Button } from '@cabkit/ui/Button';
import type { SavedCardOption } from '@cabkit/ui/dialogs';
import { EmptyState } from '@cabkit/ui/EmptyState';
import { SkeletonText } from '@cabkit/ui/Skeleton';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { userMessage } from '../../../api/errors';
import { useRouteAnswers } from '../../../api/route-answers';
import { paths } from '../../../app/paths';
import { deleteSavedCard, getSavedCardsOffer, loadedSavedCards } from '../../payment/saved-cards';
import * as css from './account.css';

/**
 * The profile's "Saved cards" card: the cards the customer kept for next time (brand, last four, expiry), each with
 * "Remove", or an empty state saying how to save one. Shown only where the tenant's gateway keeps cards: the route
 * loader's saved-cards answer says so (the gateway settings are not read here: their call would weigh on the first
 * view); a failed look-up leaves the card away.
 */
export function SavedCards() {
  const loaded = loadedSavedCards(useRouteAnswers());
  const [offered, setOffered] = useState(loaded?.ok ? loaded.answer.savesCards : false);
  const [cards, setCards] = useState<SavedCardOption[] | null>(loaded?.ok ? loaded.answer.cards : null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const needsCall = loaded === undefined;

  useEffect(() => {
    // Without the loader's answer (a render outside the route), the card asks for itself.
    if (!needsCall) return;
    let live = true;
    getSavedCardsOffer().then(
      (offer) => {
        if (!live) return;
        setCards(offer.cards);
        setOffered(offer.savesCards);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needsCall]);

  if (!offered) return null;
  const remove = async (card: SavedCardOption) => {
    setNotice('');
    setError('');
    setRemoving(card.id);
    try {
      await deleteSavedCard(card.id);
      setCards((current) => (current ?? []).filter((c) => c.id !== card.id));
      const name = savedCardLabel(card).name;
      setNotice(t`${name} removed.`);
    } catch (failure) {
      setError(userMessage(failure));
    } finally {
      setRemoving(null);
    }
  };
  return (
    <section className={css.card} aria-labelledby="profile-cards">
      <h2 id="profile-cards">{t`Saved cards`}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {!cards ? (
        <SkeletonText lines={2} />
      ) : cards.length === 0 ? (
        <EmptyState
          title={t`No saved cards`}
          headingLevel={3}
          illustration={null}
          action={<Link to={paths.booking()}>{t`Book a taxi`}</Link>}
        >
          {t`When you next pay by card, tick "Save this card for next time" to pay with it in one step.`}
        </EmptyState>
      ) : (
        <ul className={css.cardList}>
          {cards.map((card) => {
            const { name, expiry } = savedCardLabel(card);
            return (
              <li key={card.id} className={css.cardRow}>
                <span className={css.cardName}>
                  <strong>{name}</strong> <span>{expiry}</span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={t`Remove ${name}`}
                  isPending={removing === card.id}
                  onPress={() => void remove(card)}
                >
                  {t`Remove`}
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
