/**
 * App-store links (spec §2: "App-store links come from a pipe-separated text: first entry
 * Apple, second Google"). Positions count even when empty (`|https://play...` is Google
 * only); entries are trimmed, empty ones are left out, entries after the second are ignored.
 */

export interface AppStoreLinks {
  apple?: string;
  google?: string;
}

export function parseAppStoreLinks(text: string | null | undefined): AppStoreLinks {
  const [apple = '', google = ''] = (text ?? '').split('|').map((entry) => entry.trim());
  const links: AppStoreLinks = {};
  if (apple) links.apple = apple;
  if (google) links.google = google;
  return links;
}
