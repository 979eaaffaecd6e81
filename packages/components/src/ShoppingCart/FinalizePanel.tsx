import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { formatCurrency, TEXT_LIMITS, type UserInfo } from '@eqp/sdk';
import { Button } from '../Button';
import { useTextCounter } from '../internal/TextCounter';
import { DeliveryPinIcon } from '../internal/icons';
import { messages } from './messages';
import { Address, CommentField, Panel, PanelHeading, SendArea, Summary } from './ShoppingCart.styles';

export interface MachineTotal {
  id: number;
  name: string;
  /** Null when none of the machine's lines has a price. */
  total: number | null;
}

export interface FinalizePanelProps {
  articleCount: number;
  /** `{ currency, machines, total }` when the user sees prices (ShowPrices), else null. */
  prices: { currency: string | null; machines: readonly MachineTotal[]; total: number } | null;
  customer: UserInfo['Customer'] | undefined;
  comment: string;
  onCommentChange: (comment: string) => void;
  /** The order is being sent. */
  sending: boolean;
  /** Send is not possible now (an empty cart, a line change running). */
  disabled: boolean;
  /** A 400 answer of the checkout (nothing is shown globally for a 400, spec §8). */
  error: string | null;
  onSend: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The delivery address lines of the organisation (street, zip and city, country). */
function addressLines(customer: UserInfo['Customer'] | undefined): string[] {
  if (!customer) return [];
  return [
    customer.DeliveryAdressStreet,
    [customer.DeliveryAdressZip, customer.DeliveryAdressCity].filter((part) => part?.trim()).join(' '),
    customer.DeliveryAdressCountry,
  ].filter((line): line is string => Boolean(line?.trim()));
}

/**
 * The finalize panel (spec §2): the number of articles, the totals per machine and the grand
 * total (with prices only), the delivery address, an optional comment and Send order.
 */
export function FinalizePanel({
  articleCount,
  prices,
  customer,
  comment,
  onCommentChange,
  sending,
  disabled,
  error,
  onSend,
  headingRef,
}: FinalizePanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const addressId = useId();
  const commentId = useId();
  const counter = useTextCounter(comment, TEXT_LIMITS.orderComment);
  const format = (amount: number) => formatCurrency(amount, prices?.currency, intl.locale);
  const lines = addressLines(customer);

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(messages.summary)}
      </PanelHeading>

      <Summary>
        <div>
          <dt>{intl.formatMessage(messages.articleCount)}</dt>
          <dd>{articleCount}</dd>
        </div>
        {prices &&
          prices.machines.map((machine) => (
            <div key={machine.id} data-row="machine">
              <dt>{machine.name}</dt>
              <dd>{machine.total === null ? intl.formatMessage(messages.noPrice) : format(machine.total)}</dd>
            </div>
          ))}
        {prices && (
          <div data-row="total">
            <dt>{intl.formatMessage(messages.total)}</dt>
            <dd>{format(prices.total)}</dd>
          </div>
        )}
      </Summary>

      <Address aria-labelledby={addressId}>
        <DeliveryPinIcon size={18} />
        <div>
          <h3 id={addressId}>{intl.formatMessage(messages.deliveryAddress)}</h3>
          {lines.length > 0 ? (
            <address>
              {customer?.Name && <span>{customer.Name}</span>}
              {lines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          ) : (
            <p data-part="none">{intl.formatMessage(messages.notSpecified)}</p>
          )}
        </div>
      </Address>

      <CommentField>
        <label htmlFor={commentId}>{intl.formatMessage(messages.comment)}</label>
        <textarea
          id={commentId}
          value={comment}
          rows={3}
          maxLength={TEXT_LIMITS.orderComment}
          disabled={sending}
          aria-describedby={[`${commentId}-hint`, counter.describedBy ?? ''].filter(Boolean).join(' ')}
          onChange={(event) => onCommentChange(event.target.value)}
        />
        <p id={`${commentId}-hint`}>{intl.formatMessage(messages.commentHint)}</p>
        {counter.element}
      </CommentField>

      <SendArea>
        {error && <p role="alert">{error}</p>}
        <Button variant="primary" size="large" fullWidth busy={sending} disabled={disabled} onClick={onSend}>
          {intl.formatMessage(messages.send)}
        </Button>
        <p>{intl.formatMessage(messages.sendNote)}</p>
      </SendArea>
    </Panel>
  );
}
