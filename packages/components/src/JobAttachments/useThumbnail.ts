import { useEffect, useState } from 'react';
import { useResourceFile } from '@eqp/sdk/react';

export type Thumbnail = { state: 'loading' } | { state: 'loaded'; url: string } | { state: 'none' };

/**
 * An object URL for the picture of a media attachment. Job files are not public
 * (`GET /api2/resource/` wants the bearer token, which an `<img>` cannot send), so the file is
 * fetched through the session and shown from a Blob; the URL is revoked when the thumbnail goes.
 * `none` for a file that is not media, a failed fetch (the client's snackbar says why) or a
 * browser without object URLs.
 */
export function useThumbnail(link: string, isMedia: boolean): Thumbnail {
  const load = useResourceFile();
  const canShow = isMedia && typeof URL.createObjectURL === 'function';
  const [thumbnail, setThumbnail] = useState<Thumbnail>(canShow ? { state: 'loading' } : { state: 'none' });

  useEffect(() => {
    if (!canShow) {
      setThumbnail({ state: 'none' });
      return;
    }
    let url: string | null = null;
    let live = true;
    setThumbnail({ state: 'loading' });
    load(link)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setThumbnail({ state: 'loaded', url });
      })
      .catch(() => {
        if (live) setThumbnail({ state: 'none' });
      });
    return () => {
      live = false;
      if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    };
  }, [canShow, link, load]);

  return thumbnail;
}
