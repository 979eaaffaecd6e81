import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { EmptyState, LoadingBox, MachineCostChart, media, ServicePanel, ShoppingCart } from '@eqp/components';
import { useAllMachines } from '@eqp/sdk/react';
import { SessionGate } from '../../SessionGate';
import { generalMessages as m } from '../messages';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl};
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    ${media.phone} {
      font-size: ${({ theme }) => theme.font.size.xl};
    }
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 260px;
  ${media.phone} {
    width: 100%;
    min-width: 0;
  }

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Surface = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

const Padded = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** A live page: the customer session gate (login card, loading, then the page). */
export function Live({ children }: { children: ReactNode }) {
  return <SessionGate scope="customer">{children}</SessionGate>;
}

/** /component/Cart: the signed-in customer's shopping cart. */
export function CartGalleryPage() {
  const navigate = useNavigate();
  return (
    <main>
      <ShoppingCart onCheckedOut={() => navigate('/customer/jobs')} />
    </main>
  );
}

/** A positive whole number, else null. */
function idOf(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /component/MachineHistory: the Service panel (open jobs and history) of one machine; the picker
 * keeps the choice in `?machine=`, the first machine by default.
 */
export function MachineHistoryGalleryPage() {
  const intl = useIntl();
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const { data: machines, error, isLoading } = useAllMachines();
  const asked = idOf(params.get('machine'));
  const machine = machines?.find((item) => item.Id === asked) ?? machines?.[0];

  let body: ReactNode;
  if (isLoading) body = <LoadingBox height={240} />;
  else if (error || !machines)
    body = (
      <EmptyState
        variant="error"
        title={intl.formatMessage(m.galleryMachinesFailed)}
        message={error?.message}
      />
    );
  else if (!machine)
    body = (
      <EmptyState
        title={intl.formatMessage(m.galleryNoMachines)}
        message={intl.formatMessage(m.galleryNoMachinesText)}
      />
    );
  else
    body = (
      <Surface>
        <ServicePanel
          key={machine.Id}
          machineId={machine.Id}
          orderServiceHref={`/customer/jobs?order=${machine.Id}`}
          jobHref={(jobId) => `/customer/machines/${machine.Id}/service/${jobId}`}
        />
      </Surface>
    );

  return (
    <Page>
      <Header>
        <div>
          <h1>{intl.formatMessage(m.galleryHistory)}</h1>
          <p>{intl.formatMessage(m.galleryHistoryText)}</p>
        </div>
        {machines && machines.length > 0 && machine && (
          <Picker>
            <label htmlFor={pickerId}>{intl.formatMessage(m.galleryMachine)}</label>
            <select
              id={pickerId}
              value={machine.Id}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                next.set('machine', event.target.value);
                setParams(next, { replace: true });
              }}
            >
              {machines.map((item) => (
                <option key={item.Id} value={item.Id}>
                  {item.DisplayName ?? `#${item.Id}`}
                </option>
              ))}
            </select>
          </Picker>
        )}
      </Header>
      {body}
    </Page>
  );
}

/** /component/5: the cost chart of the last 12 months, stacked by machine. */
export function CostGalleryPage() {
  const intl = useIntl();
  return (
    <Page>
      <Header>
        <div>
          <h1>{intl.formatMessage(m.galleryCost)}</h1>
          <p>{intl.formatMessage(m.galleryCostText)}</p>
        </div>
      </Header>
      <Surface>
        <Padded>
          <MachineCostChart />
        </Padded>
      </Surface>
    </Page>
  );
}
