import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@eqp/sdk';

/** idle: nothing to say; saving: the call runs; saved: the last save went through; error: it failed. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface SaveOnBlur<T> {
  /** What the field shows. */
  value: T;
  /** The user typed: the field shows `next`; a previous "Saved" or error is cleared. */
  change: (next: T) => void;
  /** Leaving the field: saves `value` when it differs from the last loaded or saved value (spec §5). */
  commit: (next?: T) => Promise<void>;
  /** Shows `next` without saving (e.g. an emptied counter going back to its saved value). */
  reset: (next: T) => void;
  state: SaveState;
  /** The server's reason for a refused (400) save, shown after "Error saving value". */
  reason: string | undefined;
}

/**
 * A field that is saved when it loses focus, and only when its value changed (spec §5 "Counter and
 * comments: saved on blur only if changed"). `serverValue` is what the server holds; when it changes
 * (the job was reloaded) and the user has not typed anything unsaved, the field follows it. A failed
 * save keeps what was typed, so leaving the field again retries.
 */
export function useSaveOnBlur<T>(
  serverValue: T,
  save: (value: T) => Promise<unknown>,
  equals: (a: T, b: T) => boolean = Object.is,
): SaveOnBlur<T> {
  const [value, setValue] = useState(serverValue);
  const [state, setState] = useState<SaveState>('idle');
  const [reason, setReason] = useState<string>();
  /** The value the server holds as far as this field knows (loaded or last saved). */
  const baseline = useRef(serverValue);
  const valueRef = useRef(value);
  valueRef.current = value;

  // The server's value changed (a reload): follow it unless the field holds unsaved typing.
  const [seenServerValue, setSeenServerValue] = useState(serverValue);
  if (!equals(seenServerValue, serverValue)) {
    setSeenServerValue(serverValue);
    if (equals(value, baseline.current)) {
      baseline.current = serverValue;
      setValue(serverValue);
    }
  }

  const change = useCallback((next: T) => {
    setValue(next);
    setState((current) => (current === 'saving' ? current : 'idle'));
    setReason(undefined);
  }, []);

  const reset = useCallback((next: T) => {
    setValue(next);
  }, []);

  const commit = useCallback(
    async (next?: T) => {
      const target = next === undefined ? valueRef.current : next;
      if (equals(target, baseline.current)) return;
      setState('saving');
      setReason(undefined);
      try {
        await save(target);
        baseline.current = target;
        // Only "Saved" when nothing new was typed meanwhile.
        setState(equals(valueRef.current, target) ? 'saved' : 'idle');
      } catch (error) {
        setState('error');
        setReason(error instanceof ApiError && error.status === 400 ? error.message : undefined);
      }
    },
    [equals, save],
  );

  return { value, change, commit, reset, state, reason };
}
