export {
  type PaymentMethodOption,
  PaymentMethodTiles,
  type PaymentMethodTilesProps,
} from './PaymentMethodTiles';
