import { useId, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { showsTextCounter } from '@eqp/sdk';
import { messages, valueMessages } from './messages';
import { Counter, LiveRegion } from './TextCounter.styles';

export interface TextCounterProps {
  /** The id of the visible count, for the field's `aria-describedby` (only while it is shown). */
  id: string;
  /** Characters in the field now. */
  length: number;
  /** The field's `maxLength` (the contract's limit). */
  max: number;
  className?: string;
}

/** Whether a field's counter shows (from 80 % of its limit): link its id to the field only then. */
export const textCounterShown = showsTextCounter;

/**
 * How many characters a limited text field holds, from 80 % of its limit ("183 / 200"), and
 * "Limit reached" at the limit. The limit itself is announced once through a polite live region,
 * which is always in the page so the announcement is not lost; the count is read with the field
 * (its description), not after every key.
 */
export function TextCounter({ id, length, max, className }: TextCounterProps) {
  const intl = useIntl();
  const shown = showsTextCounter(length, max);
  const reached = length >= max;
  const count = intl.formatMessage(valueMessages.count, { length, max });
  return (
    <>
      {shown && (
        <Counter className={className} data-state={reached ? 'reached' : 'near'}>
          <span id={id}>{reached ? `${count} · ${intl.formatMessage(messages.reached)}` : count}</span>
        </Counter>
      )}
      <LiveRegion aria-live="polite" aria-atomic="true">
        {reached ? intl.formatMessage(valueMessages.announcement, { max }) : ''}
      </LiveRegion>
    </>
  );
}

/**
 * The counter of a text area (or any field that is not a `TextField`): its element, to place under
 * the field, and the id to add to the field's `aria-describedby` (undefined while it is hidden).
 */
export function useTextCounter(value: string, max: number): { describedBy?: string; element: ReactElement } {
  const id = `${useId()}-count`;
  return {
    describedBy: showsTextCounter(value.length, max) ? id : undefined,
    element: <TextCounter id={id} length={value.length} max={max} />,
  };
}
