import type { MessageDescriptor } from 'react-intl';
import { generalMessages as m } from '../messages';

export interface GalleryPage {
  /** The path segment under /component (spec §2: 1, 2, Cart, MachineHistory, 5). */
  path: string;
  /** Shown before the title where the segment is a number. */
  badge: string | null;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Shows the signed-in customer's data: behind the customer session gate. */
  live: boolean;
}

export const GALLERY_BASE = '/component';

export const GALLERY_PAGES: readonly GalleryPage[] = [
  { path: '1', badge: '1', title: m.galleryShop, text: m.galleryShopText, live: false },
  { path: '2', badge: '2', title: m.galleryBlocks, text: m.galleryBlocksText, live: false },
  { path: 'Cart', badge: null, title: m.galleryCart, text: m.galleryCartText, live: true },
  { path: 'MachineHistory', badge: null, title: m.galleryHistory, text: m.galleryHistoryText, live: true },
  { path: '5', badge: '5', title: m.galleryCost, text: m.galleryCostText, live: true },
];
