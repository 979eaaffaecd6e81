import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from '@eqp/sdk';
import { useJobReportActions, useMachineCounters } from '@eqp/sdk/react';
import { LoadingBox } from '../LoadingBox';
import { ErrorIcon } from '../internal/icons';
import { SaveError, SavedIndicator } from './CommentField';
import {
  CounterCell,
  CounterInput,
  CounterTable,
  FieldError,
  Muted,
  Stack,
  SubTitle,
} from './JobReport.styles';
import { messages, valueMessages } from './messages';
import { useSaveOnBlur } from './useSaveOnBlur';

type Counter = Schema<'Counter'>;

/** Decimals a counter keeps (the server stores numeric(14, 2)): more would save a different number. */
const COUNTER_DECIMALS = 2;

/**
 * The text of a counter input as a number. `''` is no value (`null`); a comma or a point is the
 * decimal separator in every language, spaces (thousands groups as Norwegian writes them) are
 * ignored. Anything else, a negative number or more than two decimals is not a number this field
 * saves (`undefined`), so nothing different from what was typed is ever saved.
 */
export function parseCounterValue(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(compact);
  if (!match) return undefined;
  const decimals = match[2] ?? '';
  if (decimals.length > COUNTER_DECIMALS) return undefined;
  return Number(`${match[1]}.${decimals || '0'}`);
}

/**
 * Today's value of one counter: saved when the field is left, only when the number changed
 * (spec §5). An emptied field is not saved (the server needs a number) and shows the saved value
 * again. Text that is not a number the server keeps as typed (`parseCounterValue`) is not saved
 * either: it stays in the field, marked invalid, with what the field accepts. A 204 answer counts
 * as saved; any other failure shows "Error saving value" (spec §8).
 */
function CounterRow({
  machineId,
  counter,
  readOnly,
}: {
  machineId: number;
  counter: Counter;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const { saveCounter } = useJobReportActions();
  const [invalid, setInvalid] = useState(false);
  const save = useCallback(
    (text: string) => saveCounter(machineId, { ...counter, Value: parseCounterValue(text) ?? null }),
    [saveCounter, machineId, counter],
  );
  const sameNumber = useCallback((a: string, b: string) => parseCounterValue(a) === parseCounterValue(b), []);
  /** A saved value as the field shows it: the page's decimal separator, no grouping. */
  const show = (value: number | null | undefined) =>
    value === null || value === undefined
      ? ''
      : intl.formatNumber(value, { useGrouping: false, maximumFractionDigits: COUNTER_DECIMALS });
  const field = useSaveOnBlur(show(counter.Value), save, sameNumber);
  const failed = field.state === 'error';
  const previousLabel = intl.formatMessage(messages.previousValue);
  const todayLabel = intl.formatMessage(messages.todaysValue);
  const number = (value: number | null) =>
    value === null ? <Muted>{intl.formatMessage(messages.noValue)}</Muted> : intl.formatNumber(value);

  return (
    <tr>
      <th scope="row">{counter.Name}</th>
      <td data-numeric="" data-label={previousLabel}>
        {number(counter.LastValue)}
      </td>
      {readOnly ? (
        <td data-numeric="" data-label={todayLabel}>
          {number(counter.Value)}
        </td>
      ) : (
        <td data-input="" data-label={todayLabel}>
          <CounterCell>
            <CounterInput
              // Text, not type="number": a number input drops or misreads a decimal comma.
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              value={field.value}
              aria-label={intl.formatMessage(valueMessages.todaysValueOf, { name: counter.Name })}
              aria-invalid={invalid || failed || undefined}
              aria-describedby={invalid || failed ? `${id}-error` : undefined}
              onChange={(event) => {
                setInvalid(false);
                field.change(event.target.value);
              }}
              onBlur={() => {
                const value = parseCounterValue(field.value);
                if (value === null) {
                  // Nothing to save: show the saved value again.
                  field.reset(show(counter.Value));
                  return;
                }
                if (value === undefined) {
                  setInvalid(true);
                  return;
                }
                void field.commit();
              }}
            />
            {invalid ? (
              <FieldError id={`${id}-error`}>
                <ErrorIcon size={14} />
                {intl.formatMessage(valueMessages.counterFormat, {
                  decimals: COUNTER_DECIMALS,
                  example: intl.formatNumber(12.5),
                })}
              </FieldError>
            ) : failed ? (
              <SaveError id={`${id}-error`} reason={field.reason} />
            ) : (
              <SavedIndicator state={field.state} />
            )}
          </CounterCell>
        </td>
      )}
    </tr>
  );
}

/**
 * The counters of a machine (spec §3 Counter): name, previous value, today's value. The section is
 * named "Counters" followed by the element `contextLabelId` names (the machine's heading), so that
 * the sections of several machines are told apart.
 */
export function Counters({
  machineId,
  readOnly,
  contextLabelId,
}: {
  machineId: number;
  readOnly: boolean;
  contextLabelId?: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const { data: counters, error } = useMachineCounters(machineId);
  return (
    <Stack as="section" aria-labelledby={contextLabelId ? `${titleId} ${contextLabelId}` : titleId}>
      <SubTitle id={titleId}>{intl.formatMessage(messages.counters)}</SubTitle>
      {counters ? (
        counters.length === 0 ? (
          <Muted>{intl.formatMessage(messages.noCounters)}</Muted>
        ) : (
          <CounterTable aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.counterName)}</th>
                <th scope="col">{intl.formatMessage(messages.previousValue)}</th>
                <th scope="col">{intl.formatMessage(messages.todaysValue)}</th>
              </tr>
            </thead>
            <tbody>
              {counters.map((counter) => (
                <CounterRow key={counter.Id} machineId={machineId} counter={counter} readOnly={readOnly} />
              ))}
            </tbody>
          </CounterTable>
        )
      ) : error ? (
        <Muted>{intl.formatMessage(messages.countersError)}</Muted>
      ) : (
        <LoadingBox variant="text" count={2} label={intl.formatMessage(messages.loadingCounters)} />
      )}
    </Stack>
  );
}
