import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePartnerCompany, useUserInfo } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { LoadingBox } from '../LoadingBox';
import { PartnerNoCompany } from '../PartnerNoCompany';
import { messages } from './messages';
import {
  Address,
  Card,
  CardTitle,
  Details,
  Grid,
  Header,
  Heading,
  Hint,
  Muted,
  Root,
  Setting,
  Subtitle,
} from './PartnerCompany.styles';

export interface PartnerCompanyProps {
  /** Log out on the no-company page; default the sdk client's `logout()`. */
  onLogout?: () => void;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** `tel:` wants no spaces, dashes or brackets. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

const filled = (value: string | null | undefined): value is string => Boolean(value && value.trim());

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The partner company page (spec §2, §3): name, organisation number, invoice e-mail, address, the
 * contact person (manager) with e-mail and telephone links, and whether parts are looked up from
 * a warehouse. A failed load is an empty page with an error title and message (spec §8); an
 * account without a company gets the no-company-on-user page.
 */
export function PartnerCompany({ onLogout, className }: PartnerCompanyProps) {
  const intl = useIntl();
  const headingId = useId();
  const companyId = useId();
  const managerId = useId();
  const partsId = useId();
  const { data: userInfo } = useUserInfo('partner');
  const { data: company, error, mutate } = usePartnerCompany();
  const notSpecified = <Muted>{intl.formatMessage(messages.notSpecified)}</Muted>;

  if ((userInfo && userInfo.PartnerCompany === null) || (error?.status === 404 && !company)) {
    return <PartnerNoCompany onLogout={onLogout} className={className} />;
  }

  const failed = error !== undefined && company === undefined;
  const addressLines = company
    ? [
        company.AddressStreet,
        [company.AddressPostalCode, company.AddressCity].filter(filled).join(' '),
      ].filter(filled)
    : [];
  const warehouse = company ? company.LookupPartsFromWarehouseId !== null : false;

  return (
    <Root
      className={className}
      aria-labelledby={headingId}
      data-state={failed ? 'error' : company ? 'ready' : 'loading'}
    >
      <Header>
        <Heading id={headingId}>{intl.formatMessage(messages.title)}</Heading>
        {company && <Subtitle>{company.CompanyName}</Subtitle>}
      </Header>

      {failed ? (
        <EmptyState
          variant="error"
          title={intl.formatMessage(messages.errorTitle)}
          message={intl.formatMessage(messages.errorMessage)}
          action={
            <Button variant="primary" onClick={() => void mutate()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : !company ? (
        <LoadingBox count={3} height={140} label={intl.formatMessage(messages.loading)} />
      ) : (
        <Grid>
          <Card aria-labelledby={companyId} data-kind="company">
            <CardTitle id={companyId}>{intl.formatMessage(messages.company)}</CardTitle>
            <Details>
              <Field label={intl.formatMessage(messages.name)}>{company.CompanyName}</Field>
              <Field label={intl.formatMessage(messages.organisationNumber)}>
                {filled(company.OrganisationNumber) ? company.OrganisationNumber : notSpecified}
              </Field>
              <Field label={intl.formatMessage(messages.invoiceEmail)}>
                {filled(company.InvoiceEmailAddress) ? (
                  <a href={`mailto:${company.InvoiceEmailAddress}`}>{company.InvoiceEmailAddress}</a>
                ) : (
                  notSpecified
                )}
              </Field>
              <Field label={intl.formatMessage(messages.address)}>
                {addressLines.length > 0 ? (
                  <Address>
                    {addressLines.map((line, index) => (
                      <span key={index}>{line}</span>
                    ))}
                  </Address>
                ) : (
                  notSpecified
                )}
              </Field>
            </Details>
          </Card>
          <Card aria-labelledby={managerId} data-kind="manager">
            <CardTitle id={managerId}>{intl.formatMessage(messages.manager)}</CardTitle>
            <Details>
              <Field label={intl.formatMessage(messages.managerName)}>
                {filled(company.ManagerName) ? company.ManagerName : notSpecified}
              </Field>
              <Field label={intl.formatMessage(messages.managerEmail)}>
                {filled(company.ManagerEmail) ? (
                  <a href={`mailto:${company.ManagerEmail}`}>{company.ManagerEmail}</a>
                ) : (
                  notSpecified
                )}
              </Field>
              <Field label={intl.formatMessage(messages.managerPhone)}>
                {filled(company.ManagerPhone) ? (
                  <a href={telHref(company.ManagerPhone)}>{company.ManagerPhone}</a>
                ) : (
                  notSpecified
                )}
              </Field>
            </Details>
          </Card>
          <Card aria-labelledby={partsId} data-kind="parts">
            <CardTitle id={partsId}>{intl.formatMessage(messages.parts)}</CardTitle>
            <Setting data-state={warehouse ? 'on' : 'off'}>
              {intl.formatMessage(warehouse ? messages.warehouseSetUp : messages.warehouseNotSetUp)}
            </Setting>
            <Hint>
              {intl.formatMessage(warehouse ? messages.warehouseSetUpHint : messages.warehouseNotSetUpHint)}
            </Hint>
          </Card>
        </Grid>
      )}
    </Root>
  );
}
