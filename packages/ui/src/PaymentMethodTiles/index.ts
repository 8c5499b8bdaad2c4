export {
  type PaymentMethodOption,
  PaymentMethodTiles,
  type PaymentMethodTilesProps,
  tileWidth,
} from './PaymentMethodTiles';
