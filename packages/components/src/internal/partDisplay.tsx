import type { Schema } from '@eqp/sdk';
import { useClient } from '@eqp/sdk/react';
import { Image } from '../Image';
import { PartIcon } from './icons';
import { resourceUrl } from './links';
import { ThumbBox } from './partDisplay.styles';

export type Part = Schema<'Part'>;
export type PriceForMachine = Schema<'PriceForMachine'>;

/** How an embedder turns an article image's relative path into an address (default `/api2/resource/`). */
export type ImageUrlGetter = (relativePath: string) => string;

/** The address of a part's image, or null when it has none. */
export function usePartImageSrc(
  relativePath: string | null | undefined,
  getImageUrl?: ImageUrlGetter,
): string | null {
  const { baseUrl } = useClient();
  if (!relativePath) return null;
  return getImageUrl ? getImageUrl(relativePath) : resourceUrl(relativePath, baseUrl);
}

export interface ShownPrice {
  amount: number | null;
  /** The organisation's own price (spec §3 HasCustomerPrice) rather than the list price. */
  customer: boolean;
}

/**
 * The price to show for a part: the customer price when there is one, else the list price. With
 * `lookup` (the price-for-machine answer) that answer decides; without it the part's own fields.
 */
export function shownPrice(part: Part, lookup?: PriceForMachine | null): ShownPrice {
  const source = lookup ?? part;
  if (source.HasCustomerPrice && source.CustomerArticlePrice !== null) {
    return { amount: source.CustomerArticlePrice, customer: true };
  }
  return { amount: part.ArticlePrice, customer: false };
}

/** A part's picture in a fixed square, or a placeholder when the part has no image (decorative either way). */
export function PartThumb({ src, size = 56 }: { src: string | null; size?: number }) {
  return (
    <ThumbBox style={{ width: size, height: size }} data-state={src ? 'image' : 'none'}>
      {src ? (
        // Decorative: the article number and description are next to it.
        <Image src={src} alt="" fit="contain" loading="lazy" />
      ) : (
        <PartIcon size={22} />
      )}
    </ThumbBox>
  );
}
