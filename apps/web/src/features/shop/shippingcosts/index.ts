export { ShippingCostModal } from './ShippingCostModal';
