import { useId, type ReactNode } from 'react';
import { AlertCircleIcon, EmptyBoxIcon } from '../internal/icons';
import { ActionRow, IconWrap, Message, Root, Title } from './EmptyState.styles';

export type EmptyStateVariant = 'empty' | 'error';

export interface EmptyStateProps {
  /** The short headline, e.g. "No machines yet". */
  title: ReactNode;
  /** A sentence under the headline explaining what happened or what to do. */
  message?: ReactNode;
  /** `empty` (default): nothing to show yet. `error`: something failed or cannot be shown. */
  variant?: EmptyStateVariant;
  /** Replaces the default icon (decorative). */
  icon?: ReactNode;
  /** Buttons or links under the message. */
  action?: ReactNode;
  /** Heading level of the title; default 2. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** `compact` for a state inside a card or a tab. */
  size?: 'regular' | 'compact';
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/**
 * What a list, a tab or a page shows when there is nothing in it, or when it cannot be shown (not
 * found, private, failed): an icon, a title, a line of explanation and what to do next.
 */
export function EmptyState({
  title,
  message,
  variant = 'empty',
  icon,
  action,
  headingLevel = 2,
  size = 'regular',
  className,
}: EmptyStateProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} data-variant={variant} data-size={size} className={className}>
      <IconWrap aria-hidden="true">
        {icon ?? (variant === 'error' ? <AlertCircleIcon size={28} /> : <EmptyBoxIcon size={28} />)}
      </IconWrap>
      <Title id={titleId} as={`h${headingLevel}`}>
        {title}
      </Title>
      {message !== undefined && <Message>{message}</Message>}
      {action !== undefined && <ActionRow>{action}</ActionRow>}
    </Root>
  );
}
