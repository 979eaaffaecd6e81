import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isEmptyDate, TEXT_LIMITS, type ApiError, type Schema } from '@eqp/sdk';
import { useFormatDate } from '../internal/useFormatDate';
import { useMachineActions, useMachineOverview } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorIcon, PencilIcon } from '../internal/icons';
import { useTextCounter } from '../internal/TextCounter';
import { LoadingBox } from '../LoadingBox';
import { useSnackbar } from '../Snackbar';
import { TextField } from '../TextField';
import { messages } from './messages';
import {
  Actions,
  Card,
  CardHeader,
  CardTitle,
  Fields,
  Fieldset,
  Flag,
  FormError,
  Note,
  ReadOnlyNote,
  Rows,
  Section,
  Sections,
  SectionTitle,
  StaticField,
  TextAreaField,
} from './MachineGeneralPanel.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

type Machine = Schema<'Machine'>;
type MachineUpdate = Schema<'MachineUpdate'>;

export interface MachineGeneralPanelProps {
  /** The customer's machine whose general information is shown (and edited). */
  machineId: number;
  /**
   * Whether the Edit button is offered. Default true: the server lets both customer user types
   * (4 Moderator, 6 User) save their organisation's machines.
   */
  canEdit?: boolean;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** The fields the general tab can change (`PUT /api2/customer/machines/{id}`, MachineUpdate). */
type EditableField = keyof MachineUpdate;
type Draft = Record<EditableField, string>;

/** The contract's `maxLength` of each text field (MachineUpdate). */
const FIELD_LIMITS = {
  DisplayName: TEXT_LIMITS.machineText,
  Name: TEXT_LIMITS.machineText,
  Facility: TEXT_LIMITS.machineText,
  SerialNumber: TEXT_LIMITS.machineText,
  CustomerText: TEXT_LIMITS.machineNote,
} as const;
const DATE_FIELDS = ['BoughtDate', 'InstallationDate', 'WarrantyExpiresDate', 'RetiredDate'] as const;
const EDITABLE_FIELDS: readonly EditableField[] = [
  'DisplayName',
  'Name',
  'Facility',
  'SerialNumber',
  'CustomerText',
  ...DATE_FIELDS,
];

/** A date as an `<input type="date">` value: `YYYY-MM-DD`, '' for none (1970-01-01 is none). */
const dateValue = (value: string | null) => (isEmptyDate(value) ? '' : (value ?? '').slice(0, 10));

function toDraft(machine: Machine): Draft {
  return {
    DisplayName: machine.DisplayName ?? '',
    Name: machine.Name ?? '',
    Facility: machine.Facility ?? '',
    SerialNumber: machine.SerialNumber ?? '',
    CustomerText: machine.CustomerText ?? '',
    BoughtDate: dateValue(machine.BoughtDate),
    InstallationDate: dateValue(machine.InstallationDate),
    WarrantyExpiresDate: dateValue(machine.WarrantyExpiresDate),
    RetiredDate: dateValue(machine.RetiredDate),
  };
}

/** Every field is sent; an empty one as null (clears it). */
function toUpdate(draft: Draft): MachineUpdate {
  const value = (field: EditableField) => (draft[field].trim() === '' ? null : draft[field].trim());
  return {
    DisplayName: value('DisplayName'),
    Name: value('Name'),
    Facility: value('Facility'),
    SerialNumber: value('SerialNumber'),
    CustomerText: draft.CustomerText.trim() === '' ? null : draft.CustomerText,
    BoughtDate: value('BoughtDate'),
    InstallationDate: value('InstallationDate'),
    WarrantyExpiresDate: value('WarrantyExpiresDate'),
    RetiredDate: value('RetiredDate'),
  };
}

/** The field a server validation message is about (`WarrantyExpiresDate must not be before ...`). */
function fieldOfMessage(message: string): EditableField | null {
  return EDITABLE_FIELDS.find((field) => message.startsWith(`${field} `)) ?? null;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

interface RowSpec {
  key: string;
  label: MessageDescriptor;
  value: ReactNode;
  /** The field is saved by the general tab. */
  field?: EditableField;
  kind?: 'text' | 'date';
  mono?: boolean;
}

/**
 * The general tab of a machine (spec §2, §3 Machine): every field of the machine, grouped, with
 * dates as month/day/year (1970-01-01 is empty, shown as a dash). Edit turns the name, location,
 * facility, serial number, dates and note into a form; Save sends them
 * (`PUT /api2/customer/machines/{id}`), Cancel restores them. A refused save (400) shows the
 * server's message in the form and changes nothing; a saved one reloads the machine and says so.
 */
export function MachineGeneralPanel({ machineId, canEdit = true, className }: MachineGeneralPanelProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const headingId = useId();
  const formErrorId = useId();
  const { data, error, isLoading } = useMachineOverview(machineId);
  const { save } = useMachineActions();
  const { show } = useSnackbar();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<EditableField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const card = useRef<HTMLElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const inputs = useRef(new Map<EditableField, HTMLInputElement | HTMLTextAreaElement>());
  const focusAfter = useRef<'edit' | 'form' | EditableField | null>(null);
  const editing = draft !== null;

  // Focus follows the mode: the first field on Edit, the Edit button after Save or Cancel, the
  // field a validation message is about.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'edit') card.current?.querySelector<HTMLButtonElement>('[data-action="edit"]')?.focus();
    else if (target === 'form') firstField.current?.focus();
    else if (target) inputs.current.get(target)?.focus();
  });

  if (isLoading || (!data && !error)) {
    return (
      <Card className={className} aria-busy="true" data-state="loading">
        <LoadingBox height={280} />
      </Card>
    );
  }
  if (!data) {
    return (
      <Card className={className} data-state="error">
        <EmptyState variant="error" size="compact" title={intl.formatMessage(messages.loadFailed)} />
      </Card>
    );
  }

  const machine = data.Machine;
  const dash = (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{intl.formatMessage(messages.empty)}</VisuallyHidden>
    </>
  );
  const show_ = (value: string | null | undefined): ReactNode => text(value) ?? dash;
  const date = (value: string | null) => formatDate(value) || dash;
  const yesNo = (value: boolean) => (
    <Flag data-value={value ? 'yes' : 'no'}>{intl.formatMessage(value ? messages.yes : messages.no)}</Flag>
  );
  const isEmpty = (value: ReactNode) => value === dash;

  const sections: { key: string; title: MessageDescriptor; rows: RowSpec[] }[] = [
    {
      key: 'identification',
      title: messages.sectionIdentification,
      rows: [
        {
          key: 'displayName',
          label: messages.displayName,
          value: show_(machine.DisplayName),
          field: 'DisplayName',
        },
        { key: 'location', label: messages.location, value: show_(machine.Name), field: 'Name' },
        { key: 'facility', label: messages.facility, value: show_(machine.Facility), field: 'Facility' },
        {
          key: 'serialNumber',
          label: messages.serialNumber,
          value: show_(machine.SerialNumber),
          field: 'SerialNumber',
          mono: true,
        },
        { key: 'qrCode', label: messages.qrCode, value: show_(machine.Qrcode), mono: true },
      ],
    },
    {
      key: 'equipment',
      title: messages.sectionEquipment,
      rows: [
        {
          key: 'type',
          label: messages.type,
          value: show_(machine.MachineType?.Name ?? machine.MachineModel?.MachineType?.Name),
        },
        {
          key: 'supplier',
          label: messages.supplier,
          value: show_(machine.Supplier?.Name ?? machine.MachineModel?.Supplier?.Name),
        },
        {
          key: 'model',
          label: messages.model,
          value: show_(machine.MachineModel?.Name ?? machine.MachineModelName),
        },
      ],
    },
    {
      key: 'dates',
      title: messages.sectionDates,
      rows: [
        {
          key: 'bought',
          label: messages.boughtDate,
          value: date(machine.BoughtDate),
          field: 'BoughtDate',
          kind: 'date',
        },
        {
          key: 'installation',
          label: messages.installationDate,
          value: date(machine.InstallationDate),
          field: 'InstallationDate',
          kind: 'date',
        },
        {
          key: 'warranty',
          label: messages.warrantyExpiresDate,
          value: date(machine.WarrantyExpiresDate),
          field: 'WarrantyExpiresDate',
          kind: 'date',
        },
        {
          key: 'retired',
          label: messages.retiredDate,
          value: date(machine.RetiredDate),
          field: 'RetiredDate',
          kind: 'date',
        },
      ],
    },
    {
      key: 'status',
      title: messages.sectionStatus,
      rows: [
        { key: 'serviceAgreement', label: messages.serviceAgreement, value: yesNo(machine.ServiceAgreement) },
        { key: 'active', label: messages.active, value: yesNo(machine.IsActive) },
      ],
    },
  ];

  const startEditing = () => {
    setDraft(toDraft(machine));
    setFieldErrors({});
    setFormError(null);
    focusAfter.current = 'form';
  };

  const cancel = () => {
    setDraft(null);
    setFieldErrors({});
    setFormError(null);
    focusAfter.current = 'edit';
  };

  const change = (field: EditableField, value: string) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    if (fieldErrors[field]) setFieldErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || busy) return;
    if (draft.DisplayName.trim() === '') {
      setFieldErrors({ DisplayName: intl.formatMessage(messages.required) });
      setFormError(null);
      focusAfter.current = 'DisplayName';
      return;
    }
    setBusy(true);
    setFieldErrors({});
    setFormError(null);
    try {
      await save(machine.Id, toUpdate(draft));
      setDraft(null);
      focusAfter.current = 'edit';
      show({ message: intl.formatMessage(messages.saved), variant: 'success' });
    } catch (failure) {
      const apiError = failure as ApiError;
      // A 400 is the server's validation (spec §8: nothing is shown globally): show it here.
      // Other failures are already in the global snackbar; the form stays as typed.
      if (apiError?.status === 400) {
        const field = fieldOfMessage(apiError.message);
        if (field) {
          setFieldErrors({ [field]: apiError.message });
          focusAfter.current = field;
        } else {
          setFormError(apiError.message);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const registerInput =
    (field: EditableField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
      if (field === 'DisplayName') firstField.current = element as HTMLInputElement | null;
    };

  const title = intl.formatMessage(editing ? messages.editTitle : messages.title);

  const body = (
    <Sections>
      {sections.map((section) => (
        <Section key={section.key} aria-labelledby={`${headingId}-${section.key}`}>
          <SectionTitle id={`${headingId}-${section.key}`}>{intl.formatMessage(section.title)}</SectionTitle>
          {editing && draft ? (
            <Fields data-columns={section.key === 'dates' ? '2' : undefined}>
              {section.rows.map((row) =>
                row.field ? (
                  <TextField
                    key={row.key}
                    ref={registerInput(row.field)}
                    label={intl.formatMessage(row.label)}
                    type={row.kind === 'date' ? 'date' : 'text'}
                    name={row.field}
                    value={draft[row.field]}
                    onChange={(event) => change(row.field!, event.target.value)}
                    maxLength={
                      row.kind === 'date' ? undefined : FIELD_LIMITS[row.field as keyof typeof FIELD_LIMITS]
                    }
                    counter={row.kind !== 'date'}
                    required={row.field === 'DisplayName'}
                    autoComplete="off"
                    error={fieldErrors[row.field]}
                  />
                ) : (
                  <StaticField key={row.key}>
                    <span data-part="label">{intl.formatMessage(row.label)}</span>
                    <span data-part="value">{row.value}</span>
                  </StaticField>
                ),
              )}
              {section.rows.some((row) => !row.field) && (
                <ReadOnlyNote>{intl.formatMessage(messages.readOnlyHint)}</ReadOnlyNote>
              )}
            </Fields>
          ) : (
            <Rows>
              {section.rows.map((row) => (
                <div key={row.key} data-field={row.key}>
                  <dt>{intl.formatMessage(row.label)}</dt>
                  <dd
                    data-empty={isEmpty(row.value) ? '' : undefined}
                    data-variant={row.mono ? 'mono' : undefined}
                  >
                    {row.value}
                  </dd>
                </div>
              ))}
            </Rows>
          )}
        </Section>
      ))}
      <Section data-wide="" aria-labelledby={`${headingId}-note`}>
        <SectionTitle id={`${headingId}-note`}>{intl.formatMessage(messages.sectionNote)}</SectionTitle>
        {editing && draft ? (
          <NoteField
            ref={registerInput('CustomerText')}
            label={intl.formatMessage(messages.customerText)}
            hint={intl.formatMessage(messages.customerTextHint)}
            value={draft.CustomerText}
            error={fieldErrors.CustomerText}
            onChange={(value) => change('CustomerText', value)}
          />
        ) : text(machine.CustomerText) ? (
          <Note>{machine.CustomerText}</Note>
        ) : (
          <Note data-empty="">{intl.formatMessage(messages.noNote)}</Note>
        )}
      </Section>
    </Sections>
  );

  if (!editing) {
    return (
      <Card ref={card} className={className} aria-labelledby={headingId} data-mode="view">
        <CardHeader>
          <CardTitle id={headingId}>{title}</CardTitle>
          {canEdit && (
            <Button
              data-action="edit"
              variant="secondary"
              size="small"
              icon={<PencilIcon size={16} />}
              onClick={startEditing}
            >
              {intl.formatMessage(messages.edit)}
            </Button>
          )}
        </CardHeader>
        {body}
      </Card>
    );
  }

  return (
    <Card ref={card} className={className} aria-labelledby={headingId} data-mode="edit">
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle id={headingId}>{title}</CardTitle>
        </CardHeader>
        <Fieldset disabled={busy}>{body}</Fieldset>
        {formError && (
          <FormError role="alert" id={formErrorId}>
            <ErrorIcon size={18} />
            <div>
              <strong>{intl.formatMessage(messages.saveFailed)}</strong>
              <span>{formError}</span>
            </div>
          </FormError>
        )}
        <Actions>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {intl.formatMessage(messages.save)}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}

function NoteField({
  ref,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  ref: (element: HTMLTextAreaElement | null) => void;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const counter = useTextCounter(value, FIELD_LIMITS.CustomerText);
  return (
    <TextAreaField>
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={ref}
        id={id}
        name="CustomerText"
        value={value}
        rows={4}
        maxLength={FIELD_LIMITS.CustomerText}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : '', counter.describedBy ?? '']
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <p id={`${id}-hint`}>{hint}</p>
      {counter.element}
    </TextAreaField>
  );
}
