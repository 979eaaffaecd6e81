import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError, canOrderService, type MachineListItem } from '@eqp/sdk';
import { newIdempotencyKey, useAllMachines, useCreateJob } from '@eqp/sdk/react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { CloseIcon, ErrorIcon } from '../internal/icons';
import { LoadingBox } from '../LoadingBox';
import { useSnackbar } from '../Snackbar';
import { TextField } from '../TextField';
import { messages, valueMessages } from './messages';
import {
  Choice,
  ChoiceList,
  ChoiceMeta,
  ChoiceName,
  Chosen,
  Column,
  ColumnHeader,
  ColumnTitle,
  Description,
  DescriptionField,
  DescriptionHeader,
  DescriptionList,
  Hint,
  Layout,
  Note,
  OrderError,
  RemoveButton,
  Textarea,
  ValidationText,
} from './NewJobDialog.styles';

export interface NewJobDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The dialog wants to close (Cancel, Escape, the close button, or after the job was created). */
  onClose: () => void;
  /** Machines chosen when the dialog opens (e.g. from a machine's "Order service" link). */
  initialMachineIds?: readonly number[];
  /** The job was created (called before `onClose`). */
  onCreated?: (jobId: number) => void;
}

export function machineName(intl: IntlShape, machine: Pick<MachineListItem, 'Id' | 'DisplayName'>): string {
  return machine.DisplayName?.trim() || intl.formatMessage(valueMessages.unnamed, { id: machine.Id });
}

function machineMeta(machine: MachineListItem): string {
  const model = [machine.SupplierName, machine.ParentMachineModelName].filter(Boolean).join(' ');
  return [machine.MachineType, model].filter(Boolean).join(' · ');
}

interface FormState {
  /** The chosen machines' ids, in the order they were chosen. */
  chosen: number[];
  /** The descriptions by machine id (kept when a machine is unchosen and chosen again). */
  texts: Record<number, string>;
  /** Description fields the user has left (their empty text is then pointed out). */
  touched: Record<number, boolean>;
  search: string;
  /** The server's Message of a rejected order (400). */
  error: string | null;
  /** One key per opening: a double submit or a retry creates one job. */
  idempotencyKey: string;
  /** Focus on opening: the first initial machine's description, or (null) the search field. */
  focusFirst: number | null;
}

const freshState = (initialMachineIds: readonly number[] | undefined): FormState => ({
  chosen: [...new Set(initialMachineIds ?? [])],
  texts: {},
  touched: {},
  search: '',
  error: null,
  idempotencyKey: newIdempotencyKey(),
  focusFirst: initialMachineIds?.[0] ?? null,
});

/**
 * Orders service (spec §2 "New job dialog", §5): choose one or more machines and give each an
 * error description. Order stays disabled while no machine is chosen, a description is empty or
 * the request runs; a 400 shows the server's Message in the dialog; on success "Job created".
 */
export function NewJobDialog({ open, onClose, initialMachineIds, onCreated }: NewJobDialogProps) {
  const intl = useIntl();
  const createJob = useCreateJob();
  const { show } = useSnackbar();
  const [state, setState] = useState(() => freshState(initialMachineIds));
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  // A new opening starts afresh: the initial machines, empty texts, a new idempotency key.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setState(freshState(initialMachineIds));
  }

  const { data: machines, error: loadError, isLoading, mutate } = useAllMachines();
  const byId = useMemo(() => new Map((machines ?? []).map((machine) => [machine.Id, machine])), [machines]);
  const chosenMachines = state.chosen
    .map((id) => byId.get(id))
    .filter((machine): machine is MachineListItem => machine !== undefined);
  const order = chosenMachines.map((machine) => ({
    Id: machine.Id,
    CustomerText: state.texts[machine.Id] ?? '',
  }));
  const canOrder = canOrderService(order, busy);

  const update = (change: Partial<FormState> | ((current: FormState) => Partial<FormState>)) =>
    setState((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  const toggle = (id: number, checked: boolean) =>
    update((current) => ({
      chosen: checked
        ? current.chosen.includes(id)
          ? current.chosen
          : [...current.chosen, id]
        : current.chosen.filter((chosen) => chosen !== id),
    }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canOrder || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    update({ error: null });
    try {
      const { Id } = await createJob(order, state.idempotencyKey);
      show({ message: intl.formatMessage(messages.created), variant: 'success' });
      onCreated?.(Id);
      onClose();
    } catch (error) {
      // Every failure but a 400 is reported by the client's global snackbar (spec §8).
      if (error instanceof ApiError && error.status === 400) update({ error: error.message });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      size="large"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} disabled={!canOrder} busy={busy}>
            {intl.formatMessage(messages.order)}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {isLoading ? (
          <LoadingBox height={220} label={intl.formatMessage(messages.loading)} />
        ) : loadError && !machines ? (
          <EmptyState
            variant="error"
            size="compact"
            headingLevel={3}
            title={intl.formatMessage(messages.loadFailed)}
            action={
              <Button variant="secondary" size="small" onClick={() => void mutate()}>
                {intl.formatMessage(messages.retry)}
              </Button>
            }
          />
        ) : !machines || machines.length === 0 ? (
          <EmptyState size="compact" headingLevel={3} title={intl.formatMessage(messages.noMachines)} />
        ) : (
          <Layout data-busy={busy || undefined}>
            <MachinePicker
              machines={machines}
              chosen={state.chosen}
              search={state.search}
              disabled={busy}
              autoFocus={state.focusFirst === null}
              onSearch={(search) => update({ search })}
              onToggle={toggle}
            />
            <Column aria-labelledby={`${formId}-describe`}>
              <ColumnHeader>
                <ColumnTitle id={`${formId}-describe`}>{intl.formatMessage(messages.describe)}</ColumnTitle>
              </ColumnHeader>
              {chosenMachines.length === 0 ? (
                <Note>{intl.formatMessage(messages.noneChosen)}</Note>
              ) : (
                <DescriptionList>
                  {chosenMachines.map((machine) => (
                    <DescriptionItem
                      key={machine.Id}
                      machine={machine}
                      text={state.texts[machine.Id] ?? ''}
                      touched={state.touched[machine.Id] === true}
                      disabled={busy}
                      autoFocus={machine.Id === state.focusFirst}
                      onChange={(text) =>
                        update((current) => ({ texts: { ...current.texts, [machine.Id]: text } }))
                      }
                      onBlur={() =>
                        update((current) => ({ touched: { ...current.touched, [machine.Id]: true } }))
                      }
                      onRemove={() => toggle(machine.Id, false)}
                    />
                  ))}
                </DescriptionList>
              )}
            </Column>
          </Layout>
        )}
        {state.error && (
          <OrderError role="alert">
            <ErrorIcon size={18} />
            <div>
              <strong>{intl.formatMessage(messages.orderFailed)}</strong>
              <span>{state.error}</span>
            </div>
          </OrderError>
        )}
      </form>
    </Dialog>
  );
}

/**
 * Moves the focus to the element once it mounts (the dialog's first field once the machines
 * have loaded), unless the user already moved it into a field.
 */
function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  const wanted = useRef(enabled);
  useEffect(() => {
    const active = document.activeElement;
    if (wanted.current && !(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement))
      ref.current?.focus();
  }, []);
  return ref;
}

function MachinePicker({
  machines,
  chosen,
  search,
  disabled,
  autoFocus,
  onSearch,
  onToggle,
}: {
  machines: readonly MachineListItem[];
  chosen: readonly number[];
  search: string;
  disabled: boolean;
  autoFocus: boolean;
  onSearch: (search: string) => void;
  onToggle: (id: number, checked: boolean) => void;
}) {
  const intl = useIntl();
  const legendId = useId();
  const searchRef = useFocusOnMount<HTMLInputElement>(autoFocus);
  const sorted = useMemo(
    () =>
      [...machines].sort((a, b) =>
        machineName(intl, a).localeCompare(machineName(intl, b), intl.locale, { numeric: true }),
      ),
    [machines, intl],
  );
  const needle = search.trim().toLocaleLowerCase(intl.locale);
  const shown = needle
    ? sorted.filter((machine) =>
        [machine.DisplayName, machine.MachineType, machine.SupplierName, machine.ParentMachineModelName]
          .filter(Boolean)
          .some((field) => field!.toLocaleLowerCase(intl.locale).includes(needle)),
      )
    : sorted;

  return (
    // The fields are disabled one by one rather than through the fieldset: a disabled fieldset
    // would also take the focus from the scrolling list below.
    <Column as="fieldset" aria-labelledby={legendId}>
      <ColumnHeader as="legend">
        <ColumnTitle as="span" id={legendId}>
          {intl.formatMessage(messages.equipment)}
        </ColumnTitle>
        <Chosen data-count={chosen.length}>
          {intl.formatMessage(valueMessages.chosen, { count: chosen.length })}
        </Chosen>
      </ColumnHeader>
      <TextField
        ref={searchRef}
        type="search"
        label={intl.formatMessage(messages.search)}
        hint={intl.formatMessage(messages.searchHint)}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        // Enter in the search field must not submit the order.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="off"
        disabled={disabled}
      />
      {shown.length === 0 ? (
        <Note role="status">{intl.formatMessage(valueMessages.noMatch, { search: search.trim() })}</Note>
      ) : (
        // While the order is sent the checkboxes are disabled: the list itself then takes the
        // focus, so it can still be scrolled from the keyboard.
        <ChoiceList tabIndex={disabled ? 0 : undefined} aria-labelledby={disabled ? legendId : undefined}>
          {shown.map((machine) => {
            const checked = chosen.includes(machine.Id);
            const meta = machineMeta(machine);
            return (
              <li key={machine.Id}>
                <Choice data-checked={checked || undefined}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={disabled}
                    onChange={(event) => onToggle(machine.Id, event.target.checked)}
                  />
                  <span>
                    <ChoiceName>{machineName(intl, machine)}</ChoiceName>
                    {meta && <ChoiceMeta>{meta}</ChoiceMeta>}
                  </span>
                </Choice>
              </li>
            );
          })}
        </ChoiceList>
      )}
    </Column>
  );
}

function DescriptionItem({
  machine,
  text,
  touched,
  disabled,
  autoFocus,
  onChange,
  onBlur,
  onRemove,
}: {
  machine: MachineListItem;
  text: string;
  touched: boolean;
  disabled: boolean;
  autoFocus: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const textRef = useFocusOnMount<HTMLTextAreaElement>(autoFocus);
  const name = machineName(intl, machine);
  const invalid = touched && text.trim() === '';
  const meta = machineMeta(machine);
  return (
    <Description data-state={invalid ? 'invalid' : undefined}>
      <DescriptionHeader>
        <label htmlFor={`${id}-text`}>
          <ChoiceName>{name}</ChoiceName>
        </label>
        <RemoveButton
          type="button"
          aria-label={intl.formatMessage(valueMessages.remove, { machine: name })}
          title={intl.formatMessage(valueMessages.remove, { machine: name })}
          onClick={onRemove}
          disabled={disabled}
        >
          <CloseIcon size={16} />
        </RemoveButton>
      </DescriptionHeader>
      {meta && <ChoiceMeta aria-hidden="true">{meta}</ChoiceMeta>}
      <DescriptionField>
        <Textarea
          ref={textRef}
          id={`${id}-text`}
          value={text}
          rows={3}
          required
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </DescriptionField>
      {invalid && (
        <ValidationText id={`${id}-error`}>
          <ErrorIcon size={14} />
          {intl.formatMessage(messages.required)}
        </ValidationText>
      )}
      <Hint id={`${id}-hint`}>{intl.formatMessage(messages.describeHint)}</Hint>
    </Description>
  );
}
