import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { Box, Stack } from './LoadingBox.styles';

export type LoadingBoxVariant = 'box' | 'text' | 'circle';

export interface LoadingBoxProps {
  /** CSS width; default 100%. */
  width?: number | string;
  /** CSS height; default 120 px for a box, 1em for text. */
  height?: number | string;
  /** The placeholder's shape: `box` (default), `text` (a line of text) or `circle` (an avatar). */
  variant?: LoadingBoxVariant;
  /** Several placeholders stacked (e.g. card rows); they share one accessible "Loading...". */
  count?: number;
  /** Accessible name; default the translated "Loading..." ("Laster..."). */
  label?: string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** A shimmering placeholder where content is loading (`aria-busy`, named "Loading..."). */
export function LoadingBox({ width, height, variant = 'box', count = 1, label, className }: LoadingBoxProps) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage(messages.loading);
  const style = {
    ...(width !== undefined ? { '--eqp-loading-box-width': size(width) } : {}),
    ...(height !== undefined ? { '--eqp-loading-box-height': size(height) } : {}),
  } as CSSProperties;

  if (count <= 1) {
    return (
      <Box
        role="progressbar"
        aria-busy="true"
        aria-label={name}
        data-variant={variant}
        data-state="loading"
        className={className}
        style={style}
      />
    );
  }
  return (
    <Stack role="progressbar" aria-busy="true" aria-label={name} data-state="loading" className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} aria-hidden="true" data-variant={variant} style={style} />
      ))}
    </Stack>
  );
}
