import { useIntl } from 'react-intl';
import { messages, valueMessages } from './messages';
import { SwitchLabel, SwitchRoot, SwitchThumb, SwitchTrack } from './Organization.styles';

export interface ActiveSwitchProps {
  /** The person's name: the switch is named "Active: {name}". */
  name: string;
  checked: boolean;
  /** The toggle runs (the switch ignores presses meanwhile). */
  busy?: boolean;
  /** Not allowed for this user (a type-6 user on someone else's row). */
  disabled?: boolean;
  /** Id of the text that explains why it is disabled. */
  describedBy?: string;
  onToggle: () => void;
}

/** A real switch (`role="switch"`, `aria-checked`) with a visible Active / Inactive text. */
export function ActiveSwitch({
  name,
  checked,
  busy = false,
  disabled = false,
  describedBy,
  onToggle,
}: ActiveSwitchProps) {
  const intl = useIntl();
  return (
    <SwitchRoot data-state={checked ? 'on' : 'off'} data-disabled={disabled || undefined}>
      <SwitchTrack
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={intl.formatMessage(valueMessages.activeSwitch, { name })}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        title={disabled ? intl.formatMessage(messages.activeSwitchUnavailable) : undefined}
        disabled={disabled}
        data-state={checked ? 'on' : 'off'}
        data-busy={busy || undefined}
        onClick={() => {
          if (!busy) onToggle();
        }}
      >
        <SwitchThumb />
      </SwitchTrack>
      <SwitchLabel aria-hidden="true">
        {intl.formatMessage(checked ? messages.active : messages.inactive)}
      </SwitchLabel>
    </SwitchRoot>
  );
}
