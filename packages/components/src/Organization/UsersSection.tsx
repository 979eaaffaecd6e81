import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { USER_TYPE, type CustomerUser } from '@eqp/sdk';
import { useCustomerUsers, useUserActions, useUserInfo } from '@eqp/sdk/react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { LoadingBox } from '../LoadingBox';
import { ActiveSwitch } from './ActiveSwitch';
import { AddUserDialog } from './AddUserDialog';
import { ErrorIcon, PlusIcon } from '../internal/icons';
import { messages } from './messages';
import { useToggleFlow } from './useToggleFlow';
import {
  Card,
  CardHeader,
  CardTitle,
  Count,
  EmptyText,
  Note,
  PersonEmail,
  PersonList,
  PersonMain,
  PersonName,
  PersonRow,
  PersonText,
  Tag,
  Tags,
} from './Organization.styles';

/** Whether `user` is the signed-in user (the user info has no id; the e-mail is unique). */
export function isOwnRow(user: CustomerUser, email: string | null | undefined): boolean {
  return !!email && user.EmailAdress.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * The organisation's users (spec §2, §6): name with avatar, e-mail, type and the active switch.
 * Moderators may add users and toggle anyone; a type-6 user only their own row.
 */
export function UsersSection({ customerId }: { customerId: number | undefined }) {
  const intl = useIntl();
  const headingId = useId();
  const noteId = useId();
  const { data: userInfo } = useUserInfo('customer');
  const { data: users, error, isLoading, mutate } = useCustomerUsers();
  const { toggle } = useUserActions();
  const [adding, setAdding] = useState(false);
  const isModerator = userInfo?.UserTypeId === USER_TYPE.Moderator;
  const flow = useToggleFlow({ toggle, deactivatedMessage: intl.formatMessage(messages.accountDeactivated) });
  const failed = error !== undefined && users === undefined;
  const list = users ?? [];

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <span id={headingId}>{intl.formatMessage(messages.users)}</span>
          {users && <Count>{users.length}</Count>}
        </CardTitle>
        {isModerator && (
          <Button variant="primary" size="small" icon={<PlusIcon />} onClick={() => setAdding(true)}>
            {intl.formatMessage(messages.addUser)}
          </Button>
        )}
      </CardHeader>

      {userInfo && !isModerator && list.length > 1 && (
        <Note id={noteId}>{intl.formatMessage(messages.onlyOwnAccount)}</Note>
      )}

      {isLoading || !userInfo ? (
        <LoadingBox height={56} count={3} />
      ) : failed ? (
        <EmptyText data-variant="error">
          <ErrorIcon size={18} />
          <span>{intl.formatMessage(messages.usersFailed)}</span>
          <Button size="small" variant="ghost" onClick={() => void mutate()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </EmptyText>
      ) : list.length === 0 ? (
        <EmptyText>{intl.formatMessage(messages.noUsers)}</EmptyText>
      ) : (
        <PersonList aria-labelledby={headingId}>
          {list.map((user) => {
            const own = isOwnRow(user, userInfo.Email);
            const allowed = isModerator || own;
            return (
              <PersonRow key={user.Id} data-state={user.Active ? 'active' : 'inactive'}>
                <PersonMain>
                  <Avatar name={user.Name} />
                  <PersonText>
                    <PersonName>{user.Name}</PersonName>
                    <PersonEmail>{user.EmailAdress}</PersonEmail>
                  </PersonText>
                </PersonMain>
                <Tags>
                  <Tag data-variant={user.UserTypeId === USER_TYPE.Moderator ? 'moderator' : 'user'}>
                    {intl.formatMessage(
                      user.UserTypeId === USER_TYPE.Moderator ? messages.moderator : messages.user,
                    )}
                  </Tag>
                  {own && <Tag data-variant="you">{intl.formatMessage(messages.you)}</Tag>}
                </Tags>
                <ActiveSwitch
                  name={user.Name}
                  checked={user.Active}
                  busy={flow.pending.has(user.Id)}
                  disabled={!allowed}
                  describedBy={allowed ? undefined : noteId}
                  onToggle={() => flow.request({ id: user.Id, name: user.Name, active: user.Active })}
                />
              </PersonRow>
            );
          })}
        </PersonList>
      )}
      {flow.dialog}
      {isModerator && <AddUserDialog open={adding} onOpenChange={setAdding} customerId={customerId} />}
    </Card>
  );
}
