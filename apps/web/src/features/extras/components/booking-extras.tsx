import { t } from '@lingui/core/macro';
import { Button } from '@cabkit/ui/Button';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useMoney } from '../../../i18n/formats';
import { bookingState } from '../../../state/booking';
import * as css from '../../../lib/text.css';
import { applyPromoCode, removePromoCode, saveNoteToDriver } from '../state/actions';
import * as styles from './extras.css';
import { fareBeforePromo, priceTiersState } from '../state/pricing';
import { AccessNeeds } from './access-needs';

// The dialogs load when first opened: the first screen does not need them.
const PromoCodeDialog = lazy(() => import('@cabkit/ui/dialogs').then((m) => ({ default: m.PromoCodeDialog })));
const NoteToDriverDialog = lazy(() => import('@cabkit/ui/dialogs').then((m) => ({ default: m.NoteToDriverDialog })));
const AlertDialog = lazy(() => import('@cabkit/ui/dialogs').then((m) => ({ default: m.AlertDialog })));

/**
 * Dialogs render in a portal, but React still bubbles their form's submit to the wizard's form: stop it here,
 * so pressing Enter in a dialog never moves the wizard on.
 */
function DialogHost({ children }: { children: ReactNode }) {
  return (
    <div onSubmit={(event) => event.stopPropagation()}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

/**
 * The promo code and the note to the driver (docs/behaviour/quotation.md#promo-code modals): "Add Promo Code" checks the code against the fare
 * shown (the server's message on refusal, the default message for Code 0) and a message confirms it; the note
 * is optional. Both go with the booking.
 */
export function BookingExtras() {
  const money = useMoney();
  const booking = useSnapshot(bookingState);
  const { tiers } = useSnapshot(priceTiersState);
  const [dialog, setDialog] = useState<'promo' | 'note' | null>(null);
  const [message, setMessage] = useState('');
  const buttonRow = useRef<HTMLDivElement>(null);
  const before = fareBeforePromo(booking, tiers);
  const currency = booking.quote?.CurrencyCode ?? 'GBP';
  const off = booking.promoId && before !== undefined ? Math.min(booking.promoValue, before) : 0;

  return (
    <div className={styles.fieldset}>
      <AccessNeeds />
      <div ref={buttonRow} className={styles.extras}>
        <Button variant="secondary" onPress={() => setDialog('promo')}>
          {booking.promoId ? 'Change promo code' : 'Add promo code'}
        </Button>
        {booking.promoId > 0 && (
          <Button variant="link" onPress={() => removePromoCode()}>
            {t`Remove promo code`}
          </Button>
        )}
        <Button variant="secondary" onPress={() => setDialog('note')}>
          {booking.note ? 'Edit note to driver' : 'Add note to driver'}
        </Button>
      </div>
      {booking.promoId > 0 && (
        <p className={css.muted}>{t`Promo code ${booking.promoCode}: ${money(off, currency)} off`}</p>
      )}
      {booking.note && <p className={css.muted}>{t`Note to driver: ${booking.note}`}</p>}
      <DialogHost>
        {dialog === 'promo' && (
          <PromoCodeDialog
            open
            onOpenChange={(open) => setDialog(open ? 'promo' : null)}
            defaultPromoCode={booking.promoCode}
            onSubmit={async ({ PromoCode }) => {
              const confirmation = await applyPromoCode(PromoCode);
              setDialog(null);
              setMessage(confirmation);
            }}
          />
        )}
        {dialog === 'note' && (
          <NoteToDriverDialog
            open
            onOpenChange={(open) => setDialog(open ? 'note' : null)}
            defaultNote={booking.note}
            onSubmit={({ Note }) => {
              saveNoteToDriver(Note);
              setDialog(null);
            }}
          />
        )}
        {message && (
          <AlertDialog
            open
            message={message}
            onOpenChange={(open) => {
              if (open) return;
              setMessage('');
              // The promo dialog that opened this message is gone: put focus back on its button.
              setTimeout(() => buttonRow.current?.querySelector('button')?.focus(), 0);
            }}
          />
        )}
      </DialogHost>
    </div>
  );
}
