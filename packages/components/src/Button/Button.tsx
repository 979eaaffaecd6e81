import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../LoadingBox';
import { StyledButton } from '../internal/button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default `secondary`. */
  variant?: ButtonVariant;
  /** Default `medium`. */
  size?: ButtonSize;
  /** A request runs: `aria-busy`, a spinner, and the button is disabled. */
  busy?: boolean;
  /** Stretch to the width of the container (e.g. the main action on a phone). */
  fullWidth?: boolean;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
}

/** The library's button; styled from `data-variant`, `data-size` and `data-state`. */
export function Button({
  variant = 'secondary',
  size = 'medium',
  busy = false,
  fullWidth = false,
  icon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-variant={variant}
      data-size={size}
      data-state={busy ? 'busy' : disabled ? 'disabled' : 'idle'}
      data-full-width={fullWidth || undefined}
    >
      {busy ? <Spinner size={18} /> : icon}
      {children}
    </StyledButton>
  );
}
