import { bookingActions, receiptResendOutcome } from '@cabkit/domain';
import { Button, buttonStyle } from '@cabkit/ui';
import { t } from '@lingui/core/macro';
import type { ActionMenuItem } from '@cabkit/ui/ActionMenu';
import { visuallyHidden } from '@cabkit/ui/theme';
import { type ReactNode, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError, userMessage } from '../../../api/errors';
import { paths } from '../../../app/paths';
import { lazyDialog, preloadOnIntent } from '../../../lib/lazy-dialog';
import { configState } from '../../../state/config';
import type { BookingView } from '../api/get-booking-info';
import { CardCheckout } from '../checkout';
import { CancelQuestion } from './cancel-cost';
import * as css from './bookings.css';

/** Where a booking's pages live. */
export const bookingPaths = {
  detail: paths.bookingdetail,
  tracking: paths.tracking,
  ticket: paths.ticket,
};

// The dialogs load when one is about to open, not with the lists and pages that show these actions; the calls
// that change a booking and the repeat/return hand-over load when their button is pressed.
const bookingChanges = () => import('../api/booking-changes');
const ConfirmDialog = lazyDialog(() => import('@cabkit/ui/dialogs').then((m) => m.ConfirmDialog));
const AlertDialog = lazyDialog(() => import('@cabkit/ui/dialogs').then((m) => m.AlertDialog));

/** Props of `BookingActions`. */
export interface BookingActionsProps {
  booking: BookingView;
  /** The signed-in owner (or the booker who made it): cancel and receipt are theirs; pay works with the code too. */
  canManage: boolean;
  /** The tracking code the ticket was opened with: its holder may have the receipt sent again too. */
  ticketCode?: string;
  /** Re-reads the booking after an action changed it (the new status is shown). */
  onChanged: () => Promise<void> | void;
  /** A list row: details link first, no repeat or return. */
  compact?: boolean;
  /**
   * The page's own actions (the ticket's Add to calendar and Print), told whether the booking holds the one
   * primary action (track, else pay): they come after it, before the other secondary actions.
   */
  pageActions?: (primaryTaken: boolean) => ReactNode;
  /** The detail page's "Change booking" (docs/behaviour/bookings.md#change), shown beside cancel. */
  changeAction?: ReactNode;
  /**
   * The detail page's menu of less common actions, drawn by the page (so the lists that show these actions do not
   * load it): resend, repeat and return go in it, repeat becomes the primary action when there is no track or
   * pay, and cancel stays a button.
   */
  moreActions?: (items: ActionMenuItem[]) => ReactNode;
}

/**
 * The actions a booking's status allows (docs/behaviour/bookings.md#cancel), one of them primary (track, else
 * pay) and the rest secondary; cancel is a quiet secondary action whose Confirm dialog is the destructive step
 * (CanCancelBooking and upcoming), pay
 * (not cash, not paid, has a reference, not cancelled; the wizard's card checkout paying this booking by its job
 * part id), resend the receipt (not cancelled; docs/behaviour/bookings.md#repeat-return messages), repeat and return (to the booking page), track
 * (started, arrived, passenger on board). A failed action leaves the page as it was and shows the server's message.
 */
export function BookingActions({
  booking,
  canManage,
  ticketCode = '',
  onChanged,
  compact = false,
  pageActions,
  changeAction,
  moreActions,
}: BookingActionsProps) {
  const config = useSnapshot(configState);
  const navigate = useNavigate();
  const allowed = bookingActions(booking, config.canCancelBooking);
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<{ kind: 'message' | 'error'; message: string } | null>(null);
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const [payKey, setPayKey] = useState(0);
  const [paying, setPaying] = useState(false);

  const cancel = async () => {
    let message: string;
    try {
      const { cancelBooking } = await bookingChanges();
      message = await cancelBooking(booking.Bref, config.source || 1);
    } catch (error) {
      throw new Error(userMessage(error));
    }
    setNotice(message);
    await onChanged();
  };

  const resendReceipt = async () => {
    if (sending) return;
    setSending(true);
    try {
      const { emailReceipt } = await bookingChanges();
      const message = await emailReceipt(booking.Bref, config.source || 1, canManage ? '' : ticketCode);
      setAlert({ kind: 'message', message: receiptResendOutcome(1, message).message });
    } catch (error) {
      const code = isApiError(error) && error.kind !== 'network' ? error.code : 0;
      const outcome = receiptResendOutcome(code, isApiError(error) ? error.serverMessage : '');
      setAlert({ kind: 'error', message: code === 0 ? userMessage(error) : outcome.message });
    } finally {
      setSending(false);
    }
  };

  const again = async (reverse: boolean) => {
    const { startBookingFrom } = await import('../state/repeat');
    startBookingFrom(booking, reverse);
    navigate(paths.booking());
  };

  const reference = booking.Bref;
  const mayResend = (canManage || ticketCode !== '') && allowed.receipt && !compact;
  const menu = moreActions !== undefined && !compact;
  // With the menu, the page still has one primary action: repeat, when there is nothing to track or pay.
  const repeatIsPrimary = menu && !allowed.track && !allowed.pay;
  const menuItems: ActionMenuItem[] = menu
    ? [
        ...(mayResend
          ? [
              {
                id: 'receipt',
                label: t`Resend receipt`,
                onAction: () => {
                  AlertDialog.preload();
                  void resendReceipt();
                },
              },
            ]
          : []),
        ...(repeatIsPrimary ? [] : [{ id: 'repeat', label: t`Repeat booking`, onAction: () => void again(false) }]),
        { id: 'return', label: t`Book the return`, onAction: () => void again(true) },
      ]
    : [];
  return (
    <div className={`${css.section} ${css.noPrint}`}>
      <div className={css.actions}>
        {compact && (
          <Link
            className={buttonStyle({ variant: 'secondary', size: 'small' })}
            to={bookingPaths.detail(booking.JobId)}
          >
            {t`View booking`} <span className={visuallyHidden}>{reference}</span>
          </Link>
        )}
        {allowed.track && (
          <Link
            className={buttonStyle({ variant: 'primary', size: compact ? 'small' : 'medium' })}
            to={bookingPaths.tracking(booking.TrackingCode)}
          >
            {t`Track my driver`}
          </Link>
        )}
        {allowed.pay && (
          <Button
            variant={allowed.track ? 'secondary' : 'primary'}
            size={compact ? 'small' : 'medium'}
            isPending={paying}
            onPress={() => setPayKey((n) => n + 1)}
          >
            {t`Pay now`}
          </Button>
        )}
        {repeatIsPrimary && <Button onPress={() => again(false)}>{t`Repeat booking`}</Button>}
        {pageActions?.(allowed.track || allowed.pay)}
        {mayResend && !menu && (
          <Button variant="secondary" isPending={sending} {...preloadOnIntent(AlertDialog)} onPress={resendReceipt}>
            {t`Resend receipt`}
          </Button>
        )}
        {!compact && !menu && (
          <>
            <Button variant="secondary" onPress={() => again(false)}>
              {t`Repeat booking`}
            </Button>
            <Button variant="secondary" onPress={() => again(true)}>
              {t`Book the return`}
            </Button>
          </>
        )}
        {changeAction}
        {canManage && allowed.cancel && (
          <Button
            variant="secondary"
            size={compact ? 'small' : 'medium'}
            {...preloadOnIntent(ConfirmDialog)}
            onPress={() => setConfirming(true)}
          >
            {t`Cancel booking`} <span className={visuallyHidden}>{reference}</span>
          </Button>
        )}
        {menu && moreActions(menuItems)}
      </div>
      <p role="status" className={css.muted}>
        {notice}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        content={<CancelQuestion reference={reference} cost={booking.CancelCost} />}
        okVariant="critical"
        onConfirm={cancel}
      />
      <AlertDialog
        open={alert !== null}
        onOpenChange={(open) => {
          if (!open) setAlert(null);
        }}
        kind={alert?.kind ?? 'message'}
        message={alert?.message ?? ''}
      />
      {payKey > 0 && (
        <Suspense fallback={null}>
          <CardCheckout
            openKey={payKey}
            requestId={`pay-${booking.JobPartId}`}
            existing={{ jobPartId: booking.JobPartId, trackingCode: booking.TrackingCode, bref: booking.Bref }}
            amount={booking.TotalFare}
            currencyCode={booking.CurrencyCode}
            onBusyChange={setPaying}
            onPaid={async () => {
              setNotice(t`Thank you. Booking ${reference} is paid.`);
              await onChanged();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
