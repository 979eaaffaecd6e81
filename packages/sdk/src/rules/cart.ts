import type { ShoppingCart } from '../contract';

/**
 * Articles in the cart, for the cart badge: the sum of `ArticleCount` over every group's lines.
 * `0` for an empty cart and while the cart is not loaded.
 */
export function cartItemCount(cart: ShoppingCart | null | undefined): number {
  if (!cart) return 0;
  return cart.Groups.reduce(
    (total, group) => total + group.Items.reduce((sum, item) => sum + item.ArticleCount, 0),
    0,
  );
}
