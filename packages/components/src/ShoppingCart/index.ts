export { ShoppingCart, defaultCartMachineHref, defaultCartPartHref } from './ShoppingCart';
export type { ShoppingCartLayout, ShoppingCartProps, ShoppingCartStep } from './ShoppingCart';
