import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { SNACKBAR_TIMEOUT_MS } from '@eqp/sdk';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import { SnackbarClearanceContext, useClearanceRegistry } from '../internal/snackbarClearance';
import { messages } from './messages';
import { ActionButton, CloseButton, Item, Message, Region, RegionProbe } from './Snackbar.styles';

export type SnackbarVariant = 'info' | 'success' | 'warning' | 'error';

export interface SnackbarAction {
  label: ReactNode;
  onClick: () => void;
}

export interface SnackbarOptions {
  message: ReactNode;
  /** Default `info`. `error` is announced assertively (`role="alert"`). */
  variant?: SnackbarVariant;
  /** One action button, e.g. Undo (spec §4). Clicking it also closes the snackbar. */
  action?: SnackbarAction;
  /** Milliseconds before it closes by itself. Default 5000 (spec §9); `null` keeps it open. */
  timeoutMs?: number | null;
}

export interface SnackbarApi {
  /** Shows a snackbar and returns its id. */
  show(options: SnackbarOptions): number;
  /** Closes a snackbar by id. */
  dismiss(id: number): void;
}

interface SnackbarEntry extends SnackbarOptions {
  id: number;
  variant: SnackbarVariant;
  /** Bumped when the same message is shown again while visible: restarts its timer. */
  generation: number;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Shows snackbars. Needs a `SnackbarHost` above (the `PortalProvider` renders one). */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <PortalProvider> (or <SnackbarHost>).');
  return api;
}

/** At most this many snackbars are stacked; the oldest goes first. */
const MAX_VISIBLE = 3;

export interface SnackbarHostProps {
  children?: ReactNode;
}

/**
 * Holds the snackbar stack and renders it at the bottom centre of the viewport, above the action
 * row of an open dialog (or at the top when that row leaves no room above it).
 */
export function SnackbarHost({ children }: SnackbarHostProps) {
  const intl = useIntl();
  const [entries, setEntries] = useState<SnackbarEntry[]>([]);
  const nextId = useRef(1);

  // Mirror of the stack so `show` can answer the id synchronously.
  const entriesRef = useRef<SnackbarEntry[]>([]);
  const commit = useCallback((next: SnackbarEntry[]) => {
    entriesRef.current = next;
    setEntries(next);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      if (entriesRef.current.some((entry) => entry.id === id)) {
        commit(entriesRef.current.filter((entry) => entry.id !== id));
      }
    },
    [commit],
  );

  const show = useCallback(
    (options: SnackbarOptions) => {
      const variant = options.variant ?? 'info';
      const current = entriesRef.current;
      // The same text twice (e.g. several failing calls) restarts the visible one instead of stacking.
      const same =
        typeof options.message === 'string' && !options.action
          ? current.find(
              (entry) => entry.message === options.message && entry.variant === variant && !entry.action,
            )
          : undefined;
      if (same) {
        commit(
          current.map((entry) => (entry === same ? { ...entry, generation: entry.generation + 1 } : entry)),
        );
        return same.id;
      }
      const id = nextId.current++;
      commit([...current, { ...options, variant, id, generation: 0 }].slice(-MAX_VISIBLE));
      return id;
    },
    [commit],
  );

  const api = useMemo<SnackbarApi>(() => ({ show, dismiss }), [show, dismiss]);
  const stackRef = useRef<HTMLElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const { register, clearance } = useClearanceRegistry(stackRef, probeRef, entries.length);

  return (
    <SnackbarContext.Provider value={api}>
      <SnackbarClearanceContext.Provider value={register}>{children}</SnackbarClearanceContext.Provider>
      <RegionProbe ref={probeRef} aria-hidden />
      <Region
        ref={stackRef}
        aria-label={intl.formatMessage(messages.region)}
        data-eqp-snackbars=""
        data-placement={clearance?.placement}
        style={
          clearance?.placement === 'bottom'
            ? ({ '--eqp-snackbar-clearance': `${clearance.bottom}px` } as CSSProperties)
            : undefined
        }
      >
        {entries.map((entry) => (
          <SnackbarItem
            key={entry.id}
            entry={entry}
            onDismiss={dismiss}
            closeLabel={intl.formatMessage(messages.close)}
          />
        ))}
      </Region>
    </SnackbarContext.Provider>
  );
}

const ICONS: Record<SnackbarVariant, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

function SnackbarItem({
  entry,
  onDismiss,
  closeLabel,
}: {
  entry: SnackbarEntry;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  const { id, variant, message, action, generation } = entry;
  const timeoutMs = entry.timeoutMs === undefined ? SNACKBAR_TIMEOUT_MS : entry.timeoutMs;
  // The clock waits while a mouse rests on it or keyboard focus is inside, so it can be read and
  // acted on, and then goes on with the time it had left. Only a mouse that moves over it counts:
  // a snackbar that slides in under a resting pointer, or a tap (touch sends a mouseenter and never
  // a mouseleave), would otherwise hold it open for good.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const left = useRef<{ generation: number; ms: number } | null>(null);

  useEffect(() => {
    if (timeoutMs === null || paused) return;
    // Shown again with the same text: a fresh full time.
    if (left.current?.generation !== generation) left.current = { generation, ms: timeoutMs };
    const clock = left.current;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), clock.ms);
    return () => {
      clearTimeout(timer);
      clock.ms = Math.max(0, clock.ms - (Date.now() - started));
    };
  }, [id, timeoutMs, paused, generation, onDismiss]);

  const Icon = ICONS[variant];
  return (
    <Item
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      data-state="open"
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse' && !hovered) setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Icon size={20} />
      <Message>{message}</Message>
      {action ? (
        <ActionButton
          type="button"
          onClick={() => {
            action.onClick();
            onDismiss(id);
          }}
        >
          {action.label}
        </ActionButton>
      ) : null}
      <CloseButton type="button" aria-label={closeLabel} onClick={() => onDismiss(id)}>
        <CloseIcon size={18} />
      </CloseButton>
    </Item>
  );
}
