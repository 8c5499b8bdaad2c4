import { coreEndpoints } from '@cabkit/contract';
import { type CardBilling, cardBilling, type GatewayKind, gatewayKind } from '@cabkit/domain';
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
  /** The billing fields the server's card gateway asks for (the card sheet shows only those). */
  billing: CardBilling;
  /** The gateway keeps reusable card tokens: a signed-in customer may save a card and pay with it later. */
  savesCards: boolean;
}

/** Reads the gateway settings from a configuration (PaymentGateway, StripePublicKey, PublicKey, CardBilling, SavesCards). */
function gatewaySettings(configuration: {
  PaymentGateway: string;
  StripePublicKey: string;
  PublicKey: string;
  CardBilling?: string | undefined;
  SavesCards?: boolean | undefined;
}): GatewaySettings {
  return {
    gateway: gatewayKind(configuration.PaymentGateway),
    sandbox: configuration.PaymentGateway.trim().toLowerCase() === 'sandbox',
    stripePublicKey: configuration.StripePublicKey,
    publicKey: configuration.PublicKey,
    billing: cardBilling(configuration.CardBilling),
    savesCards: configuration.SavesCards ?? false,
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
