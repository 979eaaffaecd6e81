import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatCurrency, formatDate, type MachineListItem } from '@eqp/sdk';
import { Image } from '../Image';
import { useLink } from '../internal/LinkContext';
import { BoxIcon, CheckCircleIcon, ChevronIcon, MachineIllustration, WrenchIcon } from '../internal/icons';
import type { MachinePanel } from '../internal/links';
import { messages, valueMessages } from './messages';
import {
  Card,
  CardBody,
  CardMedia,
  CardTitle,
  Chip,
  Chips,
  Facts,
  Overline,
  Placeholder,
  Row,
  RowName,
  RowSub,
  Thumb,
  TotalLink,
  Totals,
  TotalsLabel,
} from './MachineList.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface MachineItemContext {
  /** Prices (spec §6 ShowPrices) and the currency to show them in; `null` shows no amounts. */
  prices: { currency: string | null } | null;
  getHref: (machine: MachineListItem, panel?: MachinePanel) => string;
  /** The model image's address, or null for the placeholder. */
  getImageSrc: (machine: MachineListItem) => string | null;
}

/** The last service date as the portal writes dates, or "Never". */
function lastService(intl: IntlShape, machine: MachineListItem): string {
  return machine.LastServiceDate
    ? formatDate(machine.LastServiceDate, intl.locale)
    : intl.formatMessage(messages.neverServiced);
}

export function machineName(intl: IntlShape, machine: MachineListItem): string {
  return machine.DisplayName?.trim() || intl.formatMessage(valueMessages.unnamed, { id: machine.Id });
}

/**
 * How an item's image loads: the first one of a list is usually the largest paint of the page
 * (`first`: eager, fetched first), the next few are in the first screen (`eager`), the rest wait
 * until they are scrolled near (`lazy`).
 */
export type ImagePriority = 'first' | 'eager' | 'lazy';

/** The priority of the image of the item at `index` of a list. */
export function imagePriority(index: number): ImagePriority {
  if (index === 0) return 'first';
  return index < EAGER_IMAGES ? 'eager' : 'lazy';
}
/** Items whose images load at once: a first screen holds at most two rows of four cards. */
const EAGER_IMAGES = 8;

function MachineImage({
  src,
  size,
  priority,
}: {
  src: string | null;
  size: 'card' | 'thumb';
  priority: ImagePriority;
}) {
  if (!src) {
    return (
      <Placeholder data-size={size} aria-hidden="true">
        <MachineIllustration />
      </Placeholder>
    );
  }
  // Decorative: the machine's name is right next to it.
  return (
    <Image
      src={src}
      alt=""
      fit="contain"
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'first' ? 'high' : undefined}
    />
  );
}

/**
 * The open-order chips. A count above 0 is an emphasised chip; a machine with neither open
 * service nor open part orders gets one muted "No open orders" chip, so every card has the
 * same rhythm and the busy machines stand out.
 */
function OrderChips({ machine, compact = false }: { machine: MachineListItem; compact?: boolean }) {
  const intl = useIntl();
  const service = machine.ActiveServiceJobs ?? 0;
  const parts = machine.ActivePartsJobs ?? 0;
  if (service === 0 && parts === 0) {
    return (
      <Chips data-compact={compact || undefined}>
        <Chip data-variant="none">
          <CheckCircleIcon />
          <span>{intl.formatMessage(messages.noOpenOrders)}</span>
        </Chip>
      </Chips>
    );
  }
  const serviceText = intl.formatMessage(valueMessages.serviceOrders, { count: service });
  const partsText = intl.formatMessage(valueMessages.partOrders, { count: parts });
  return (
    <Chips data-compact={compact || undefined}>
      {service > 0 && (
        <Chip data-variant="service" title={compact ? serviceText : undefined}>
          <WrenchIcon />
          {compact ? (
            <>
              <span aria-hidden="true">{service}</span>
              <VisuallyHidden>{serviceText}</VisuallyHidden>
            </>
          ) : (
            <span>{serviceText}</span>
          )}
        </Chip>
      )}
      {parts > 0 && (
        <Chip data-variant="parts" title={compact ? partsText : undefined}>
          <BoxIcon />
          {compact ? (
            <>
              <span aria-hidden="true">{parts}</span>
              <VisuallyHidden>{partsText}</VisuallyHidden>
            </>
          ) : (
            <span>{partsText}</span>
          )}
        </Chip>
      )}
    </Chips>
  );
}

function Total({
  label,
  amount,
  href,
  describedBy,
  showLabel,
}: {
  label: string;
  amount: string;
  href: string;
  describedBy: string;
  showLabel: boolean;
}) {
  const Link = useLink();
  return (
    <Link href={href} aria-describedby={describedBy} data-variant="total">
      <TotalLink as="span">
        {showLabel ? <span data-part="label">{label}</span> : <VisuallyHidden>{label} </VisuallyHidden>}
        <span data-part="amount">{amount}</span>
        {showLabel && <ChevronIcon size={16} data-part="chevron" />}
      </TotalLink>
    </Link>
  );
}

/** One machine as a card (grid view). */
export function MachineCard({
  machine,
  context,
  priority = 'lazy',
}: {
  machine: MachineListItem;
  context: MachineItemContext;
  priority?: ImagePriority;
}) {
  const intl = useIntl();
  const Link = useLink();
  const titleId = useId();
  const name = machineName(intl, machine);
  const { prices } = context;
  const format = (amount: number) => formatCurrency(amount, prices?.currency, intl.locale);

  return (
    <Card aria-labelledby={titleId} data-prices={prices ? 'shown' : 'hidden'}>
      <CardMedia>
        <MachineImage src={context.getImageSrc(machine)} size="card" priority={priority} />
      </CardMedia>
      <CardBody>
        {machine.MachineTypeRef?.Name && <Overline>{machine.MachineTypeRef.Name}</Overline>}
        <CardTitle>
          <Link href={context.getHref(machine, 'general')} id={titleId} data-variant="machine">
            {name}
          </Link>
        </CardTitle>
        <Facts>
          {machine.SupplierName && (
            <div>
              <dt>{intl.formatMessage(messages.supplier)}</dt>
              <dd>{machine.SupplierName}</dd>
            </div>
          )}
          {machine.ParentMachineModelName && (
            <div>
              <dt>{intl.formatMessage(messages.model)}</dt>
              <dd>{machine.ParentMachineModelName}</dd>
            </div>
          )}
          {machine.SerialNumber && (
            <div>
              <dt>{intl.formatMessage(messages.serialNumber)}</dt>
              <dd>{machine.SerialNumber}</dd>
            </div>
          )}
          <div>
            <dt>{intl.formatMessage(messages.lastService)}</dt>
            <dd>{lastService(intl, machine)}</dd>
          </div>
        </Facts>
        <OrderChips machine={machine} />
      </CardBody>
      {prices && (
        <Totals>
          <TotalsLabel>{intl.formatMessage(messages.lifetimeCost)}</TotalsLabel>
          <Total
            label={intl.formatMessage(messages.serviceTotal)}
            amount={format(machine.TotalServiceAmount)}
            href={context.getHref(machine, 'service')}
            describedBy={titleId}
            showLabel
          />
          <Total
            label={intl.formatMessage(messages.partsTotal)}
            amount={format(machine.TotalPartsAmount)}
            href={context.getHref(machine, 'parts')}
            describedBy={titleId}
            showLabel
          />
        </Totals>
      )}
    </Card>
  );
}

/** One machine as a table row (list view). */
export function MachineRow({
  machine,
  context,
  priority = 'lazy',
}: {
  machine: MachineListItem;
  context: MachineItemContext;
  priority?: ImagePriority;
}) {
  const intl = useIntl();
  const Link = useLink();
  const titleId = useId();
  const name = machineName(intl, machine);
  const { prices } = context;
  const format = (amount: number) => formatCurrency(amount, prices?.currency, intl.locale);
  const supplier = intl.formatMessage(messages.supplier);
  const model = intl.formatMessage(messages.model);

  return (
    <Row role="row" data-prices={prices ? 'shown' : 'hidden'}>
      <td role="cell" data-column="image">
        <Thumb>
          <MachineImage src={context.getImageSrc(machine)} size="thumb" priority={priority} />
        </Thumb>
      </td>
      <th role="rowheader" scope="row" data-column="name">
        <RowName>
          <Link href={context.getHref(machine, 'general')} id={titleId} data-variant="machine">
            {name}
          </Link>
        </RowName>
        {machine.MachineTypeRef?.Name && <RowSub>{machine.MachineTypeRef.Name}</RowSub>}
        <RowSub data-compact-only="">
          {[machine.SupplierName, machine.ParentMachineModelName].filter(Boolean).join(' · ')}
        </RowSub>
        <RowSub>
          {[
            machine.SerialNumber,
            `${intl.formatMessage(messages.lastService)}: ${lastService(intl, machine)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </RowSub>
      </th>
      <td role="cell" data-column="supplier" data-label={supplier}>
        {machine.SupplierName ?? '—'}
      </td>
      <td role="cell" data-column="model" data-label={model}>
        {machine.ParentMachineModelName ?? '—'}
      </td>
      <td role="cell" data-column="orders">
        <OrderChips machine={machine} compact />
      </td>
      {prices && (
        <>
          <td role="cell" data-column="service" data-label={intl.formatMessage(messages.serviceTotal)}>
            <Total
              label={intl.formatMessage(messages.serviceTotal)}
              amount={format(machine.TotalServiceAmount)}
              href={context.getHref(machine, 'service')}
              describedBy={titleId}
              showLabel={false}
            />
          </td>
          <td role="cell" data-column="parts" data-label={intl.formatMessage(messages.partsTotal)}>
            <Total
              label={intl.formatMessage(messages.partsTotal)}
              amount={format(machine.TotalPartsAmount)}
              href={context.getHref(machine, 'parts')}
              describedBy={titleId}
              showLabel={false}
            />
          </td>
        </>
      )}
    </Row>
  );
}
