import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value the host may control (`value` given) or leave to the component (`defaultValue`);
 * `onChange` hears every change either way.
 */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}

/**
 * The search box's text: shown at once as typed, handed to `onCommit` only after `delayMs` without
 * typing (or at once through `commit`). A new `value` from outside (back button, Clear search)
 * replaces the text and drops a pending commit.
 */
export function useDebouncedText(
  value: string,
  onCommit: (next: string) => void,
  delayMs: number,
): { text: string; change: (next: string) => void; commit: (next: string) => void } {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const committed = useRef(value);
  const latestCommit = useRef(onCommit);
  latestCommit.current = onCommit;

  useEffect(() => {
    if (value !== committed.current) {
      clearTimeout(timer.current);
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = useCallback((next: string) => {
    clearTimeout(timer.current);
    setText(next);
    const normalised = next.trim() === '' ? '' : next;
    if (normalised === committed.current) return;
    committed.current = normalised;
    latestCommit.current(normalised);
  }, []);

  const change = useCallback(
    (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(next), delayMs);
    },
    [commit, delayMs],
  );

  return { text, change, commit };
}
