import { Button } from '@cabkit/ui/Button';
import { LoadError } from '@cabkit/ui/LoadError';
import { EmptyState } from '@cabkit/ui/EmptyState';
import { Skeleton, SkeletonCard } from '@cabkit/ui/Skeleton';
import { useRouteAnswers } from '../../../api/route-answers';
import type { AddressSearchOption, UpdateAddressValues } from '@cabkit/ui/dialogs';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FormCallError } from '../../../api/field-errors';
import { i18n, useLanguage } from '../../../i18n/language';
import { lazyDialog, preloadOnIntent } from '../../../lib/lazy-dialog';
import type { Place } from '../../../state/booking';
import { searchAddresses } from '../api/address-book';
import {
  loadedPlaces,
  keepDrawnPlaces,
  loadPlaces,
  placesIn,
  placesState,
  placeToValues,
  removePlace,
  savePlace,
} from '../state/places';
import * as css from './places.css';

// The dialogs (with the address search box) load when one is about to open, not with the page.
const UpdateAddressDialog = lazyDialog(() => import('@cabkit/ui/dialogs').then((m) => m.UpdateAddressDialog));
const ConfirmDialog = lazyDialog(() => import('@cabkit/ui/dialogs').then((m) => m.ConfirmDialog));

/** The groups of My Places, in order (docs/behaviour/journey.md#addresses: home, work, others). */
const GROUPS: readonly {
  category: UpdateAddressValues['Category'];
  heading: MessageDescriptor;
  empty: MessageDescriptor;
}[] = [
  { category: 'home', heading: msg({ message: 'Home', context: 'place' }), empty: msg`No home address saved yet.` },
  { category: 'work', heading: msg({ message: 'Work', context: 'place' }), empty: msg`No work address saved yet.` },
  { category: 'other', heading: msg({ message: 'Others', context: 'place' }), empty: msg`No other places saved yet.` },
];

/** The address search of the dialog: the wizard's search, each result as the address it fills in. */
async function addressSearchOptions(text: string): Promise<AddressSearchOption[]> {
  const places = await searchAddresses(text);
  const seen = new Set<string>();
  const options: AddressSearchOption[] = [];
  for (const place of places) {
    const label = place.Fulladdress.trim() || [place.Name, place.Postcode].filter(Boolean).join(', ');
    const id = `${place.Id}@${place.Latitude},${place.Longitude}`;
    if (seen.has(id)) continue;
    seen.add(id);
    options.push({
      id,
      label,
      address: {
        Line1: place.Line1 || place.Name,
        Line2: place.Line2,
        Postcode: place.Postcode,
        Latitude: place.Latitude,
        Longitude: place.Longitude,
        Fulladdress: label,
        PlaceName: place.PlaceName || place.Name,
      },
    });
  }
  return options;
}

type Editing = { place: Place | null; category: UpdateAddressValues['Category'] } | null;

/** My Places (docs/behaviour/account.md#places addressbook): home, work and other saved places; add, edit and delete them. */
export function MyPlaces() {
  useLanguage();
  const stored = useSnapshot(placesState);
  // The places the page's route loader read, shown until the store holds them (its first effect puts them there).
  const answers = useRouteAnswers();
  const [drawn] = useState(() => loadedPlaces(answers));
  const places = stored.status === 'idle' && drawn ? drawn : stored;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Place | null>(null);
  const [notice, setNotice] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof UpdateAddressValues, string>>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render's places
  useEffect(() => {
    // What the loader read stands, a failure too (its retry asks again); without it the page asks itself.
    if (drawn) keepDrawnPlaces(drawn);
    else void loadPlaces();
  }, []);

  const startAdd = (category: UpdateAddressValues['Category']) => {
    setNotice('');
    setFieldErrors({});
    setEditing({ place: null, category });
  };

  return (
    <div className={css.page}>
      <h1>{t`My places`}</h1>
      <p>{t`Keep the addresses you travel to often. They are offered first in every address box when you book.`}</p>
      <div className={css.actions}>
        <Button {...preloadOnIntent(UpdateAddressDialog)} onPress={() => startAdd('other')}>
          {t`Add place`}
        </Button>
      </div>
      <p role="status">{notice}</p>
      {places.status === 'loading' && places.places.length === 0 && (
        <Skeleton label={t`Loading your places`}>
          <SkeletonCard lines={1} />
          <SkeletonCard lines={1} />
        </Skeleton>
      )}
      {places.status === 'ready' && places.places.length === 0 && (
        <EmptyState
          title={t`No saved places yet`}
          action={
            <Button {...preloadOnIntent(UpdateAddressDialog)} onPress={() => startAdd('home')}>
              {t`Add your home`}
            </Button>
          }
        >
          {t`Save your home and work to book them with one press.`}
        </EmptyState>
      )}
      {places.status === 'error' && <LoadError onRetry={() => void loadPlaces(true)}>{places.error}</LoadError>}
      {places.places.length > 0 &&
        GROUPS.map((group) => {
          const inGroup = placesIn(places.places as Place[], group.category);
          const headingId = `places-${group.category}`;
          return (
            <section key={group.category} aria-labelledby={headingId}>
              <h2 id={headingId} className={css.groupHeading}>
                {i18n._(group.heading)}
              </h2>
              {inGroup.length === 0 ? (
                <p>{i18n._(group.empty)}</p>
              ) : (
                <ul className={css.list}>
                  {inGroup.map((place) => (
                    <li key={place.Id} className={css.item}>
                      <div className={css.itemText}>
                        <p className={css.itemName}>{place.Name}</p>
                        <p className={css.itemAddress}>
                          {place.Fulladdress || [place.Line1, place.Line2, place.Postcode].filter(Boolean).join(', ')}
                        </p>
                      </div>
                      <div className={css.actions}>
                        <Button
                          variant="secondary"
                          aria-label={t`Edit ${place.Name}`}
                          {...preloadOnIntent(UpdateAddressDialog)}
                          onPress={() => {
                            setNotice('');
                            setFieldErrors({});
                            setEditing({ place: place as Place, category: group.category });
                          }}
                        >
                          {t`Edit`}
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={t`Delete ${place.Name}`}
                          {...preloadOnIntent(ConfirmDialog)}
                          onPress={() => {
                            setNotice('');
                            setDeleting(place as Place);
                          }}
                        >
                          {t`Delete`}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      <UpdateAddressDialog
        key={editing ? (editing.place?.Id ?? `new-${editing.category}`) : 'closed'}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        defaultValues={
          editing?.place ? placeToValues(editing.place) : editing ? { Category: editing.category } : undefined
        }
        loadAddressOptions={addressSearchOptions}
        errors={fieldErrors}
        words={{
          addTitle: t`Add Place`,
          editTitle: t`Edit Place`,
          name: t`Name`,
          search: t`Find address`,
          searchPlaceholder: t`Start typing an address, place or postcode`,
          chosen: (address) => t`Chosen: ${address}`,
          addressLine1: t`Address line 1`,
          addressLine2: t`Address line 2`,
          postcode: t`Postcode`,
          type: t`Type`,
          home: t({ message: 'Home', context: 'place' }),
          work: t({ message: 'Work', context: 'place' }),
          other: t({ message: 'Other', context: 'place' }),
          save: t`Save`,
        }}
        onSubmit={async (values) => {
          const id = editing?.place?.Id;
          setFieldErrors({});
          try {
            await savePlace(values, id);
          } catch (error) {
            if (error instanceof FormCallError && error.field) {
              setFieldErrors({ [error.field]: error.message });
              // The message shows on its field (and in the summary's link to it), not twice.
              throw new Error('');
            }
            throw error;
          }
          setEditing(null);
          const name = values.Name.trim();
          setNotice(id ? t`${name} has been updated.` : t`${name} has been saved.`);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Please Confirm`}
        content={deleting ? t`Do you want to delete ${deleting.Name}?` : ''}
        onConfirm={async () => {
          if (!deleting) return;
          await removePlace(deleting.Id);
          setNotice(t`${deleting.Name} has been deleted.`);
          setDeleting(null);
        }}
      />
    </div>
  );
}
