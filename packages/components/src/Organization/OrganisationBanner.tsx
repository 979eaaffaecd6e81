import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserInfo } from '@eqp/sdk';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useOrganisationSwitch } from '../internal/OrganisationPicker/useOrganisationSwitch';
import { OrganisationPicker } from '../internal/OrganisationPicker/OrganisationPicker';
import { BuildingsIcon } from '../internal/icons';
import { messages, valueMessages } from './messages';
import { Banner, BannerText } from './Organization.styles';

export interface OrganisationBannerProps {
  userInfo: UserInfo;
  onSwitched?: (customerId: number) => void;
}

/**
 * "You have access to N organisations" with a Change organisation button opening a dialog that
 * lists them (with a search box above 5); choosing one switches like the directory switcher.
 */
export function OrganisationBanner({ userInfo, onSwitched }: OrganisationBannerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { switchingTo, choose } = useOrganisationSwitch(onSwitched);
  const organisations = userInfo.ImpersonationOptions;
  const currentId = userInfo.Customer?.Id;

  return (
    <Banner role="region" aria-label={intl.formatMessage(messages.changeOrganisation)}>
      <BuildingsIcon />
      <BannerText>
        <strong>
          {intl.formatMessage(valueMessages.organisationCount, { count: organisations.length })}
        </strong>
        <span>{intl.formatMessage(messages.changeOrganisationHint)}</span>
      </BannerText>
      <Button variant="secondary" busy={switchingTo !== null} onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.changeOrganisation)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage(messages.changeOrganisation)}
        size="small"
      >
        <OrganisationPicker
          organisations={organisations}
          currentId={currentId}
          onChoose={(organisation) => {
            setOpen(false);
            void choose(organisation, currentId);
          }}
        />
      </Dialog>
    </Banner>
  );
}
