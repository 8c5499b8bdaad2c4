import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { Spinner } from '@cabkit/ui/Spinner';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect, useMemo, useRef } from 'react';
import { type PayPalButtonsOptions, payPalScriptOptions } from '../state/paypal';

/** Props of `PayPalSdkButtons`. */
export interface PayPalSdkButtonsProps {
  /** The tenant's PayPal client id (the configuration's PublicKey). */
  clientId: string;
  /** The handlers (`payPalCheckout`). */
  options: PayPalButtonsOptions;
  /** PayPal's script could not load. */
  onLoadError: () => void;
}

const buttonStyle = { layout: 'horizontal', label: 'paypal', tagline: false } as const;

/**
 * PayPal's smart buttons through `@paypal/react-paypal-js`: `PayPalScriptProvider` loads the SDK (GBP, card funding
 * disabled) and `PayPalButtons` renders them with the checkout's handlers. This module is its own chunk: it loads
 * when the PayPal dialog opens.
 */
export default function PayPalSdkButtons({ clientId, ...rest }: PayPalSdkButtonsProps) {
  useLanguage();
  const options = useMemo(() => payPalScriptOptions(clientId), [clientId]);
  return (
    <PayPalScriptProvider options={options}>
      <Buttons {...rest} />
    </PayPalScriptProvider>
  );
}

function Buttons({ options, onLoadError }: Omit<PayPalSdkButtonsProps, 'clientId'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const loadError = useRef(onLoadError);
  loadError.current = onLoadError;

  useEffect(() => {
    if (isRejected) loadError.current();
  }, [isRejected]);

  return (
    <>
      {/* The dialog's own busy look while PayPal's script loads (the buttons' container must be there already). */}
      {isPending ? <Spinner label={t`Processing`} showLabel /> : null}
      <PayPalButtons
        style={buttonStyle}
        createOrder={() => options.createOrder()}
        onApprove={(data) => options.onApprove(data)}
        onError={(error) => options.onError(error)}
        onCancel={() => options.onCancel?.()}
      />
    </>
  );
}
