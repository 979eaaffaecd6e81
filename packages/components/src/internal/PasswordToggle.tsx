import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { EyeIcon, EyeOffIcon } from './icons';

const ToggleButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primary};
  }
`;

export interface PasswordToggleProps {
  /** Whether the password is shown as plain text (aria-pressed). */
  shown: boolean;
  onToggle: () => void;
  /** Accessible name and tooltip, e.g. "Show password". */
  label: string;
}

/** The show/hide button at the end of a password field: a toggle button with an eye icon. */
export function PasswordToggle({ shown, onToggle, label }: PasswordToggleProps) {
  return (
    <ToggleButton type="button" aria-pressed={shown} aria-label={label} title={label} onClick={onToggle}>
      {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
    </ToggleButton>
  );
}
