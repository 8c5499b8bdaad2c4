import { coreEndpoints } from '@cabkit/contract';
import { type GatewayKind, gatewayKind } from '@cabkit/domain';
import { call } from '../../../api/client';
import { registerStore } from '../../../state/stores';

/** The card gateway settings of the tenant's configuration. */
export interface GatewaySettings {
  /** 'stripe' (card elements) or 'other' (raw card fields, tokenised). */
  gateway: GatewayKind;
  /** The embedded sandbox gateway (PaymentGateway 'sandbox'). */
  sandbox: boolean;
  /** Stripe publishable key (gateway 'stripe'). */
  stripePublicKey: string;
  /** The gateway's public key; the PayPal client id when PayPal is allowed. */
  publicKey: string;
}

/** Reads the gateway settings from a configuration (PaymentGateway, StripePublicKey, PublicKey). */
function gatewaySettings(configuration: {
  PaymentGateway: string;
  StripePublicKey: string;
  PublicKey: string;
}): GatewaySettings {
  return {
    gateway: gatewayKind(configuration.PaymentGateway),
    sandbox: configuration.PaymentGateway.trim().toLowerCase() === 'sandbox',
    stripePublicKey: configuration.StripePublicKey,
    publicKey: configuration.PublicKey,
  };
}

/** The settings load (a store: state/stores.ts resets it). */
const load = { inFlight: undefined as Promise<GatewaySettings> | undefined };

/** Loads the tenant's gateway settings once per page (GET /api/configuration). */
export function loadGatewaySettings(): Promise<GatewaySettings> {
  load.inFlight ??= call(coreEndpoints.configuration, { query: {} })
    .then((answer) => gatewaySettings(answer.Configuration))
    .catch((error: unknown) => {
      load.inFlight = undefined;
      throw error;
    });
  return load.inFlight;
}

registerStore('gateway', () => {
  load.inFlight = undefined;
});
