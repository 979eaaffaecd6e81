import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { BrokenImageIcon } from '../internal/icons';
import { messages } from './messages';
import { Broken, Img } from './Image.styles';

export interface ImageProps {
  /** The image address; a failing one shows the broken-image placeholder. */
  src: string;
  /** Alternative text; `''` for a decorative image. */
  alt: string;
  /** Rendered size in px; the broken-image placeholder keeps the same box. */
  width?: number;
  /** Rendered height in px (see `width`). */
  height?: number;
  /** `object-fit`; default `contain`. */
  fit?: CSSProperties['objectFit'];
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
  /** The `loading` attribute of the `img`; `lazy` for images far down a list. */
  loading?: 'eager' | 'lazy';
  /**
   * The `fetchpriority` attribute: `high` for the image that is the largest paint of its page (the
   * first machine of a list), so the browser fetches it before the rest.
   */
  fetchPriority?: 'high' | 'low' | 'auto';
}

type LoadState = 'loading' | 'loaded' | 'error';

/**
 * An `<img>` that, when it fails to load, shows a broken-image icon with the tooltip
 * "Failed to load image" (spec §8) in the same box.
 */
export function Image({ src, alt, width, height, fit, className, loading, fetchPriority }: ImageProps) {
  const intl = useIntl();
  // State per source: a new `src` starts loading again.
  const [status, setStatus] = useState<{ src: string; state: LoadState }>({ src, state: 'loading' });
  const state: LoadState = status.src === src ? status.state : 'loading';

  if (state === 'error') {
    const failed = intl.formatMessage(messages.failed);
    const iconSize = Math.max(16, Math.min(40, Math.round(Math.min(width ?? 40, height ?? 40) * 0.5)));
    return (
      <Broken
        role="img"
        aria-label={alt ? `${alt}: ${failed}` : failed}
        title={failed}
        data-state="error"
        className={className}
        style={{ width: width ?? 48, height: height ?? 48 }}
      >
        <BrokenImageIcon size={iconSize} />
      </Broken>
    );
  }
  return (
    <Img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      className={className}
      data-state={state}
      style={fit ? ({ '--eqp-image-fit': fit } as CSSProperties) : undefined}
      onLoad={() => setStatus({ src, state: 'loaded' })}
      onError={() => setStatus({ src, state: 'error' })}
    />
  );
}
