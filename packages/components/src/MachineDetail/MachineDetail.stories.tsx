import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { CustomerShell } from '../CustomerShell';
import { DocumentListPanel } from '../DocumentListPanel';
import { MachineGeneralPanel } from '../MachineGeneralPanel';
import { LinkContext, type LinkProps } from '../internal/LinkContext';
import { ServicePanel } from '../ServicePanel';
import {
  detailMachineId,
  makeMachineOverview,
  modelImageDataUrl,
  noDocumentsMachineOverview,
  noModelMachineOverview,
  plainUserInfo,
  providerLogoDataUrl,
  retiredMachineOverview,
} from '../test/fixtures';
import {
  machineHistoryHandler,
  machineOverviewErrorHandler,
  machineOverviewHandler,
  machineOverviewSlowHandler,
  machineServerHandlers,
  openMachineJobsHandler,
  userInfoHandler,
} from '../test/handlers';
import { MachineDetail } from './MachineDetail';
import type { MachineTab } from './tabs';

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const Placeholder = styled.div`
  padding: 32px;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: 12px;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/** The panel of a tab, as the portal mounts it (Parts, Exploded view and Resources are other components). */
function panelFor(tab: MachineTab, machineId: number): ReactNode {
  switch (tab) {
    case 'general':
      return <MachineGeneralPanel machineId={machineId} />;
    case 'service':
      return (
        <ServicePanel
          machineId={machineId}
          orderServiceHref="#order-service"
          jobHref={(id) => `#job-${id}`}
        />
      );
    case 'manuals':
    case 'forms':
      return <DocumentListPanel machineId={machineId} kind={tab} />;
    default:
      return <Placeholder>The {tab} panel is its own component.</Placeholder>;
  }
}

interface PageProps {
  machineId?: number;
  tab?: MachineTab;
}

/**
 * The machine page with working tabs: the story's links switch the tab in place (the portal's
 * router does it with addresses).
 */
function MachinePage({ machineId = detailMachineId, tab: initialTab = 'general' }: PageProps) {
  const [tab, setTab] = useState<MachineTab>(initialTab);
  const Link = useMemo(
    () =>
      function StoryLink({ href, children, onClick, ...rest }: LinkProps) {
        return (
          <a
            href={href}
            {...rest}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              onClick?.(event);
              if (href.startsWith('#tab=')) {
                event.preventDefault();
                setTab(href.slice(5) as MachineTab);
              } else if (href.startsWith('#') || href.startsWith('/')) {
                event.preventDefault();
              }
            }}
          >
            {children}
          </a>
        );
      },
    [],
  );
  return (
    <LinkContext.Provider value={Link}>
      <MachineDetail
        machineId={machineId}
        activeTab={tab}
        tabHref={(next) => `#tab=${next}`}
        getImageUrl={modelImageDataUrl}
        // A fixed address, not the page's origin: the code's pixels do not depend on the port
        // Storybook is served from (the visual baselines).
        qrValue={(code) => `https://portal.example/qr/${code}`}
      >
        {panelFor(tab, machineId)}
      </MachineDetail>
    </LinkContext.Provider>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Customer/MachineDetail',
  component: MachinePage,
  parameters: { layout: 'fullscreen' },
  args: { machineId: detailMachineId, tab: 'general' },
  argTypes: {
    tab: {
      control: 'select',
      options: ['general', 'service', 'parts', 'manuals', 'partsdocuments', 'forms', 'resources'],
    },
  },
} satisfies Meta<typeof MachinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The General tab: the header with type, supplier, model, location, serial number, image and QR code. */
export const General: Story = {};

/** General in edit mode: the editable fields as a form, the rest as text, Save and Cancel. */
export const GeneralEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Edit|Rediger)$/ }));
    await expect(await canvas.findByRole('button', { name: /^(Save|Lagre)$/ })).toBeInTheDocument();
  },
};

/** Edit, change the location and save: the new value shows and a success message confirms it. */
export const GeneralSaved: Story = {
  parameters: { msw: { handlers: machineServerHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Edit|Rediger)$/ }));
    const location = canvas.getByRole('textbox', { name: /^(Location|Plassering)$/ });
    await userEvent.clear(location);
    await userEvent.type(location, 'Bakery, 2nd floor');
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|Lagre)$/ }));
    await expect(await canvas.findAllByText('Bakery, 2nd floor')).not.toHaveLength(0);
  },
};

/** A date the server refuses (400): its message in the form, nothing saved. */
export const GeneralValidation: Story = {
  parameters: { msw: { handlers: machineServerHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Edit|Rediger)$/ }));
    const warranty = canvas.getByLabelText(/^(Warranty expiry date|Garanti utløper)$/);
    await userEvent.clear(warranty);
    await userEvent.type(warranty, '2018-06-01');
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|Lagre)$/ }));
    await expect(
      await canvas.findByText('WarrantyExpiresDate must not be before BoughtDate'),
    ).toBeInTheDocument();
  },
};

/** The Service tab: open jobs, history with parts and prices, the service report link. */
export const Service: Story = { args: { tab: 'service' } };

/** Service for a user without prices (ShowPrices false): no price column. */
export const ServicePricesOff: Story = {
  args: { tab: 'service' },
  parameters: { msw: { handlers: [userInfoHandler(plainUserInfo)] } },
};

/** Service without open jobs or history. */
export const ServiceEmpty: Story = {
  args: { tab: 'service' },
  parameters: { msw: { handlers: [openMachineJobsHandler([]), machineHistoryHandler([])] } },
};

/** The Manuals tab: two PDFs and a web page. */
export const Manuals: Story = { args: { tab: 'manuals' } };

/** The Forms tab. */
export const Forms: Story = { args: { tab: 'forms' } };

/** A machine without a model: Parts, Manuals, Exploded view and Forms are disabled ("None available"). */
export const NoModel: Story = {
  args: { machineId: 1044 },
  parameters: { msw: { handlers: [machineOverviewHandler(noModelMachineOverview)] } },
};

/** A model without documents: Manuals, Exploded view and Forms disabled, Parts open. */
export const NoDocuments: Story = {
  parameters: { msw: { handlers: [machineOverviewHandler(noDocumentsMachineOverview)] } },
};

/** No manuals: only Manuals is disabled. */
export const NoManuals: Story = {
  parameters: {
    msw: {
      handlers: [machineOverviewHandler(makeMachineOverview(detailMachineId, { DocumentManualsCount: 0 }))],
    },
  },
};

/** No part drawings: only Exploded view is disabled. */
export const NoExplodedViews: Story = {
  parameters: {
    msw: {
      handlers: [
        machineOverviewHandler(makeMachineOverview(detailMachineId, { DocumentPartDrawingCount: 0 })),
      ],
    },
  },
};

/** No forms: only Forms is disabled. */
export const NoForms: Story = {
  parameters: {
    msw: {
      handlers: [machineOverviewHandler(makeMachineOverview(detailMachineId, { DocumentFormsCount: 0 }))],
    },
  },
};

/** Focus on a disabled tab shows its hint as a tooltip. */
export const DisabledTabHint: Story = {
  ...NoModel,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation');
    const manuals = within(tabs).getByRole('link', { name: /^(Manuals|Håndbøker)$/ });
    manuals.focus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toBeInTheDocument();
  },
};

/** A retired machine: marked Inactive in the header. */
export const Retired: Story = {
  args: { machineId: 1003 },
  parameters: { msw: { handlers: [machineOverviewHandler(retiredMachineOverview)] } },
};

/** The machine is on its way: skeleton header and tabs. */
export const Loading: Story = { parameters: { msw: { handlers: [machineOverviewSlowHandler()] } } };

/** No such machine (404). */
export const NotFound: Story = {
  args: { machineId: 99999 },
  parameters: { msw: { handlers: [machineOverviewErrorHandler(404)] } },
};

/** Another organisation's machine (403): private. */
export const Private: Story = {
  args: { machineId: 49 },
  parameters: { msw: { handlers: [machineOverviewErrorHandler(403)] } },
};

/** Any other failure: Unknown error, with Try again. */
export const UnknownError: Story = { parameters: { msw: { handlers: [machineOverviewErrorHandler(500)] } } };

/** Phone (390 px): compact header, the tabs scroll sideways. */
export const Phone: Story = { globals: phone };

/** Phone, Service tab (scrolled into view in the tab row). */
export const PhoneService: Story = { args: { tab: 'service' }, globals: phone };

/** Phone on the last tab: the row starts scrolled to it, with the "Earlier tabs" arrow at its start. */
export const PhoneLastTab: Story = { args: { tab: 'resources' }, globals: phone };

/** Phone, Forms tab: the last tabs of the row. */
export const PhoneForms: Story = { args: { tab: 'forms' }, globals: phone };

/** Phone, no model. */
export const PhoneNoModel: Story = { ...NoModel, globals: phone };

/** Phone, editing. */
export const PhoneEdit: Story = { ...GeneralEdit, globals: phone };

/** Tablet (768 px). */
export const Tablet: Story = { globals: tablet };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian, Service tab. */
export const NorwegianService: Story = { args: { tab: 'service' }, globals: { locale: 'no' } };

/** Norwegian on a phone, no model. */
export const NorwegianPhone: Story = { ...NoModel, globals: { locale: 'no', ...phone } };

/** Norwegian, not found. */
export const NorwegianNotFound: Story = { ...NotFound, globals: { locale: 'no' } };

/** As the portal mounts it: inside the customer shell. */
export const InCustomerShell: Story = {
  render: (args) => (
    <CustomerShell
      active="machines"
      locale="en"
      onLocaleChange={fn()}
      onLogout={fn()}
      logoSrc={providerLogoDataUrl}
    >
      <MachinePage {...args} />
    </CustomerShell>
  ),
};

/** Inside the shell on a phone. */
export const InCustomerShellPhone: Story = { ...InCustomerShell, globals: phone };
