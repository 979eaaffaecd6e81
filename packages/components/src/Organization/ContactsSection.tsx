import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Organization } from '@eqp/sdk';
import { useContactActions } from '@eqp/sdk/react';
import { Avatar } from '../Avatar';
import { LoadingBox } from '../LoadingBox';
import { ActiveSwitch } from './ActiveSwitch';
import { CheckIcon, MailIcon, NoIcon, PhoneIcon } from '../internal/icons';
import { messages } from './messages';
import { useToggleFlow } from './useToggleFlow';
import {
  Card,
  CardHeader,
  CardTitle,
  ContactLines,
  Count,
  EmptyText,
  Permission,
  Permissions,
  PersonList,
  PersonMain,
  PersonName,
  PersonRow,
  PersonText,
  PersonTitle,
} from './Organization.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** `tel:` wants no spaces, dashes or brackets. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/**
 * The organisation's contacts (spec §2, §3): name, title, e-mail, mobile, whether e-mail and SMS
 * are allowed, and the active switch. Every user of the organisation may toggle a contact (the
 * server's rule; spec §6 limits type-6 users on user rows only).
 */
export function ContactsSection({ organization }: { organization: Organization | undefined }) {
  const intl = useIntl();
  const headingId = useId();
  const { toggle } = useContactActions();
  const flow = useToggleFlow({ toggle, deactivatedMessage: intl.formatMessage(messages.contactDeactivated) });
  const contacts = organization?.CustomerPeople ?? [];

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <span id={headingId}>{intl.formatMessage(messages.contacts)}</span>
          {organization && <Count>{contacts.length}</Count>}
        </CardTitle>
      </CardHeader>
      {!organization ? (
        <LoadingBox height={72} count={2} />
      ) : contacts.length === 0 ? (
        <EmptyText>{intl.formatMessage(messages.noContacts)}</EmptyText>
      ) : (
        <PersonList aria-labelledby={headingId}>
          {contacts.map((contact) => (
            <PersonRow
              key={contact.Id}
              data-kind="contact"
              data-state={contact.IsActive ? 'active' : 'inactive'}
            >
              <PersonMain>
                <Avatar name={contact.Name} />
                <PersonText>
                  <PersonName>{contact.Name}</PersonName>
                  {contact.Title && <PersonTitle>{contact.Title}</PersonTitle>}
                  {(contact.Email || contact.Mobile) && (
                    <ContactLines>
                      {contact.Email && (
                        <a href={`mailto:${contact.Email}`}>
                          <MailIcon size={16} />
                          <VisuallyHidden>{intl.formatMessage(messages.email)}: </VisuallyHidden>
                          {contact.Email}
                        </a>
                      )}
                      {contact.Mobile && (
                        <a href={telHref(contact.Mobile)}>
                          <PhoneIcon size={16} />
                          <VisuallyHidden>{intl.formatMessage(messages.mobile)}: </VisuallyHidden>
                          {contact.Mobile}
                        </a>
                      )}
                    </ContactLines>
                  )}
                </PersonText>
              </PersonMain>
              <Permissions>
                <Permission data-state={contact.EmailAllowed ? 'yes' : 'no'}>
                  {contact.EmailAllowed ? <CheckIcon size={14} strokeWidth={2.4} /> : <NoIcon />}
                  {intl.formatMessage(
                    contact.EmailAllowed ? messages.emailAllowed : messages.emailNotAllowed,
                  )}
                </Permission>
                <Permission data-state={contact.SmsAllowed ? 'yes' : 'no'}>
                  {contact.SmsAllowed ? <CheckIcon size={14} strokeWidth={2.4} /> : <NoIcon />}
                  {intl.formatMessage(contact.SmsAllowed ? messages.smsAllowed : messages.smsNotAllowed)}
                </Permission>
              </Permissions>
              <ActiveSwitch
                name={contact.Name}
                checked={contact.IsActive}
                busy={flow.pending.has(contact.Id)}
                onToggle={() =>
                  flow.request({ id: contact.Id, name: contact.Name, active: contact.IsActive })
                }
              />
            </PersonRow>
          ))}
        </PersonList>
      )}
      {flow.dialog}
    </Card>
  );
}
