import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, canOrderService, TEXT_LIMITS } from '@eqp/sdk';
import { newIdempotencyKey, useCreateJob, useMachineOverview, useMachinesPaged } from '@eqp/sdk/react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { CloseIcon, ErrorIcon } from '../internal/icons';
import { useTextCounter } from '../internal/TextCounter';
import { LoadingBox } from '../LoadingBox';
import { useSnackbar } from '../Snackbar';
import {
  machineMeta,
  machineName,
  MachinePicker,
  useFocusOnMount,
  type ChoosableMachine,
} from './MachinePicker';
import { messages, valueMessages } from './messages';
import {
  ChoiceMeta,
  ChoiceName,
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

/** Machines the dialog lists at a time with an empty search field ("Show more equipment" for more). */
const BROWSE_PAGE_SIZE = 50;

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

interface FormState {
  /** The chosen machines' ids, in the order they were chosen. */
  chosen: number[];
  /** What the list or the search showed of each chosen machine (an initial one may be missing). */
  known: Record<number, ChoosableMachine>;
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
  known: {},
  texts: {},
  touched: {},
  search: '',
  error: null,
  idempotencyKey: newIdempotencyKey(),
  focusFirst: initialMachineIds?.[0] ?? null,
});

/**
 * Orders service (spec §2 "New job dialog", §5): choose one or more machines and give each an
 * error description. The machines come page by page (50 at a time) or from the server's machine
 * search, never all at once. Order stays disabled while no machine is chosen, a description is empty or
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

  const browse = useMachinesPaged({ pageSize: BROWSE_PAGE_SIZE });
  const order = state.chosen.map((id) => ({ Id: id, CustomerText: state.texts[id] ?? '' }));
  const canOrder = canOrderService(order, busy);

  const update = (change: Partial<FormState> | ((current: FormState) => Partial<FormState>)) =>
    setState((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  const toggle = (id: number, checked: boolean, machine?: ChoosableMachine) =>
    update((current) => ({
      known: machine ? { ...current.known, [id]: machine } : current.known,
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
        {browse.isLoading ? (
          <LoadingBox height={220} label={intl.formatMessage(messages.loading)} />
        ) : browse.error && browse.items.length === 0 ? (
          <EmptyState
            variant="error"
            size="compact"
            headingLevel={3}
            title={intl.formatMessage(messages.loadFailed)}
            action={
              <Button variant="secondary" size="small" onClick={() => void browse.mutate()}>
                {intl.formatMessage(messages.retry)}
              </Button>
            }
          />
        ) : browse.items.length === 0 ? (
          <EmptyState size="compact" headingLevel={3} title={intl.formatMessage(messages.noMachines)} />
        ) : (
          <Layout data-busy={busy || undefined}>
            <MachinePicker
              browse={browse}
              chosen={state.chosen}
              search={state.search}
              disabled={busy}
              autoFocus={state.focusFirst === null}
              onSearch={(search) => update({ search })}
              onToggle={(machine, checked) => toggle(machine.Id, checked, machine)}
            />
            <Column aria-labelledby={`${formId}-describe`}>
              <ColumnHeader>
                <ColumnTitle id={`${formId}-describe`}>{intl.formatMessage(messages.describe)}</ColumnTitle>
              </ColumnHeader>
              {state.chosen.length === 0 ? (
                <Note>{intl.formatMessage(messages.noneChosen)}</Note>
              ) : (
                <DescriptionList>
                  {state.chosen.map((id) => (
                    <DescriptionItem
                      key={id}
                      id={id}
                      known={state.known[id] ?? browse.items.find((machine) => machine.Id === id)}
                      text={state.texts[id] ?? ''}
                      touched={state.touched[id] === true}
                      disabled={busy}
                      autoFocus={id === state.focusFirst}
                      onChange={(text) => update((current) => ({ texts: { ...current.texts, [id]: text } }))}
                      onBlur={() => update((current) => ({ touched: { ...current.touched, [id]: true } }))}
                      onRemove={() => toggle(id, false)}
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

/** A chosen machine as the list or the search showed it, else (an initial one) from its overview. */
function useChosenMachine(id: number, known: ChoosableMachine | undefined): ChoosableMachine {
  const { data } = useMachineOverview(known ? null : id);
  if (known) return known;
  const machine = data?.Machine;
  return {
    Id: id,
    DisplayName: machine?.DisplayName ?? null,
    MachineTypeRef: machine?.MachineType ?? null,
    SupplierName: machine?.Supplier?.Name ?? null,
    ParentMachineModelName: machine?.MachineModelName ?? machine?.MachineModel?.Name ?? null,
  };
}

function DescriptionItem({
  id: machineId,
  known,
  text,
  touched,
  disabled,
  autoFocus,
  onChange,
  onBlur,
  onRemove,
}: {
  id: number;
  known: ChoosableMachine | undefined;
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
  const machine = useChosenMachine(machineId, known);
  const textRef = useFocusOnMount<HTMLTextAreaElement>(autoFocus);
  const name = machineName(intl, machine);
  const invalid = touched && text.trim() === '';
  const meta = machineMeta(machine);
  const counter = useTextCounter(text, TEXT_LIMITS.jobDescription);
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
          maxLength={TEXT_LIMITS.jobDescription}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={[invalid ? `${id}-error` : '', `${id}-hint`, counter.describedBy ?? '']
            .filter(Boolean)
            .join(' ')}
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
      {counter.element}
    </Description>
  );
}
