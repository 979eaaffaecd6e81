export { ShopLanding } from './ShopLanding';
export type { ShopLandingProps } from './ShopLanding';
