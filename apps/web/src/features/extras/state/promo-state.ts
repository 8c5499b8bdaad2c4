import { proxy } from 'valtio';
import { registerStore } from '../../../state/stores';

/**
 * The fare the promo code was last checked against, and why it was taken off (shown in the fare summary). Its own
 * module: the fare summary reads it on every step, the promo actions load only when a promo code is in use.
 */
export const promoCheckState = proxy<{ price: number; notice: string }>({ price: 0, notice: '' });

registerStore('promo check', () => Object.assign(promoCheckState, { price: 0, notice: '' }));
