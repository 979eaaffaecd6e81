import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from '@eqp/sdk';
import { useJobReportActions, useMachineCounters } from '@eqp/sdk/react';
import { LoadingBox } from '../LoadingBox';
import { SaveError, SavedIndicator } from './CommentField';
import { CounterCell, CounterInput, CounterTable, Muted, Stack, SubTitle } from './JobReport.styles';
import { messages, valueMessages } from './messages';
import { useSaveOnBlur } from './useSaveOnBlur';

type Counter = Schema<'Counter'>;

/** The text of a counter input as a number: `''` is no value; a comma is a decimal separator. */
function parseValue(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const show = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * Today's value of one counter: saved when the field is left, only when the number changed
 * (spec §5). An emptied field is not saved (the server needs a number) and shows the saved value
 * again. A 204 answer counts as saved; any other failure shows "Error saving value" (spec §8).
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
  const save = useCallback(
    (text: string) => saveCounter(machineId, { ...counter, Value: parseValue(text) }),
    [saveCounter, machineId, counter],
  );
  const sameNumber = useCallback((a: string, b: string) => parseValue(a) === parseValue(b), []);
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
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={field.value}
              aria-label={intl.formatMessage(valueMessages.todaysValueOf, { name: counter.Name })}
              aria-invalid={failed || undefined}
              aria-describedby={failed ? `${id}-error` : undefined}
              onChange={(event) => field.change(event.target.value)}
              onBlur={() => {
                if (parseValue(field.value) === null) {
                  // Nothing (or no number) to save: show the saved value again.
                  field.reset(show(counter.Value));
                  return;
                }
                void field.commit();
              }}
            />
            {failed ? (
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

/** The counters of a machine (spec §3 Counter): name, previous value, today's value. */
export function Counters({ machineId, readOnly }: { machineId: number; readOnly: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  const { data: counters, error } = useMachineCounters(machineId);
  return (
    <Stack as="section" aria-labelledby={titleId}>
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
