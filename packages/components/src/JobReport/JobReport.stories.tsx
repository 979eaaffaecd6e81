import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createClient, memoryTokenStore } from '@eqp/sdk';
import { PortalProvider } from '../PortalProvider';
import { createMockFetch } from '../test/mockFetch';
import {
  deletedReportJob,
  finalizedReportJob,
  forbiddenReportJobId,
  notStartedReportJob,
  reportUserInfoWithoutWarehouse,
  sparseReportJob,
  startedReportJob,
  token,
} from '../test/fixtures';
import { defaultHandlers, jobReportServerHandlers, type JobReportServerOptions } from '../test/handlers';
import { JobReport } from './JobReport';

const phone = { viewport: { value: 'phone', isRotated: false } };
const norwegian = { locale: 'no' };

/** A fresh job report server for the story. */
function server(options: JobReportServerOptions = {}) {
  return { msw: { handlers: jobReportServerHandlers(options) } };
}

const OVEN = startedReportJob.InverseParent[0]!.Machine.DisplayName!;

/** The oven's section once the job is shown. */
async function ovenSection(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: OVEN }));
}

async function editTechnicianComment(canvasElement: HTMLElement) {
  const oven = await ovenSection(canvasElement);
  const field = oven.getByRole('textbox', { name: /^(Technician comment|Teknikerkommentar)$/ });
  await userEvent.type(field, ' Replaced it.');
  await userEvent.tab();
  return oven;
}

async function editCounter(canvasElement: HTMLElement, typed = '4480') {
  const oven = await ovenSection(canvasElement);
  const input = await oven.findByRole('textbox', { name: /Operating hours$/ });
  await userEvent.type(input, typed);
  await userEvent.tab();
  return oven;
}

// No `autodocs` tag: JobReport.mdx is this component's docs page (with its props table).
const meta = {
  title: 'Partner/JobReport',
  component: JobReport,
  parameters: { layout: 'fullscreen', ...server() },
  args: {
    jobId: startedReportJob.Id,
    backHref: '/partner/job/list',
    onStarted: fn(),
    onCompleted: fn(),
  },
} satisfies Meta<typeof JobReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A started job (in progress) on two machines: customer, address with a map link, contact person,
 * office notes, appointments (past, within 5 days, later), comments, counters, order lines,
 * attachments and the offline report.
 */
export const Started: Story = {};

/** The job is on its way. */
export const Loading: Story = { parameters: server({ jobDelay: 'infinite' }) };

/** Completed (status 50): finalized, everything read-only, no buttons. */
export const Finalized: Story = { args: { jobId: finalizedReportJob.Id } };

/** Little filled in: no order number, address, contact, notes, appointment or counters. */
export const Sparse: Story = { args: { jobId: sparseReportJob.Id } };

/** The company has no parts warehouse: the order lines have no article search. */
export const WithoutWarehouse: Story = { parameters: server({ userInfo: reportUserInfoWithoutWarehouse }) };

/** Deleted (status 110): the job-was-deleted page. */
export const Deleted: Story = { args: { jobId: deletedReportJob.Id } };

/** Another company's job (403): the unauthorized page, with a link to the partner portal. */
export const Unauthorized: Story = { args: { jobId: forbiddenReportJobId, partnerPortalHref: '/partner' } };

/** Not started (409): the job-not-started page with Start. */
export const NotStarted: Story = { args: { jobId: notStartedReportJob.Id } };

/** Start pressed on the not-started page: the confirmation. */
export const StartConfirmation: Story = {
  args: { jobId: notStartedReportJob.Id },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Start job' }));
    await expect(await body.findByRole('dialog', { name: 'Start job?' })).toBeInTheDocument();
  },
};

/** Mark as completed pressed: the confirmation. */
export const CompleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Mark as completed' }));
    await expect(await body.findByRole('dialog', { name: 'Mark the job as completed?' })).toBeInTheDocument();
  },
};

/** Any other failure (500): the loading-error page with Try again. */
export const LoadingError: Story = { parameters: server({ jobError: { status: 500, message: 'Timeout' } }) };

/** Opened by its code (DEMO42), not started yet: the not-started page without a 409. */
export const ByCode: Story = { args: { jobId: undefined, code: notStartedReportJob.Code! } };

/** A technician comment was changed and left: it is being saved. */
export const CommentSaving: Story = {
  parameters: server({ writeDelay: 'infinite' }),
  play: async ({ canvasElement }) => {
    const oven = await editTechnicianComment(canvasElement);
    await expect(await oven.findByText('Saving…')).toBeInTheDocument();
  },
};

/** ... and saved. */
export const CommentSaved: Story = {
  play: async ({ canvasElement }) => {
    const oven = await editTechnicianComment(canvasElement);
    await expect(await oven.findByText('Saved')).toBeInTheDocument();
  },
};

/** ... and the save failed: "Error saving value" (spec §8), the text kept. */
export const CommentError: Story = {
  parameters: server({ commentError: { status: 500, message: 'The database is not answering' } }),
  play: async ({ canvasElement }) => {
    const oven = await editTechnicianComment(canvasElement);
    await expect(await oven.findByText('Error saving value')).toBeInTheDocument();
  },
};

/** A counter saved; the server answered 204, which is not a failure. */
export const CounterSavedWith204: Story = {
  parameters: server({ counterAnswer: { status: 204 } }),
  play: async ({ canvasElement }) => {
    const oven = await editCounter(canvasElement);
    await expect(await oven.findByText('Saved')).toBeInTheDocument();
  },
};

/** A counter the server refused (400 with its reason): "Error saving value: …". */
export const CounterError: Story = {
  parameters: server({
    counterAnswer: { status: 400, message: 'Value must not be below the previous value (4453)' },
  }),
  play: async ({ canvasElement }) => {
    const oven = await editCounter(canvasElement);
    await waitFor(() => expect(oven.getByText(/^Error saving value/)).toBeInTheDocument());
  },
};

/** A counter value that is no number the server keeps as typed (three decimals): refused, nothing saved. */
export const CounterNotANumber: Story = {
  play: async ({ canvasElement }) => {
    const oven = await editCounter(canvasElement, '4480,125');
    await expect(oven.getByText(/^(Enter a number|Skriv et tall)/)).toBeInTheDocument();
  },
};

/** Norwegian, a value typed with a decimal comma: saved as 4480.5 ("Lagret"). */
export const NorwegianCounterDecimalComma: Story = {
  globals: norwegian,
  play: async ({ canvasElement }) => {
    const oven = await editCounter(canvasElement, '4480,5');
    await expect(await oven.findByText('Lagret')).toBeInTheDocument();
  },
};

/** Phone (390 px): one column; counters as small blocks. */
export const Phone: Story = { globals: phone };

/** Phone, finalized. */
export const PhoneFinalized: Story = { args: { jobId: finalizedReportJob.Id }, globals: phone };

/** Phone, not started. */
export const PhoneNotStarted: Story = { args: { jobId: notStartedReportJob.Id }, globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: norwegian };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { globals: { ...norwegian, ...phone } };

/** Norwegian, finalized. */
export const NorwegianFinalized: Story = { args: { jobId: finalizedReportJob.Id }, globals: norwegian };

/** The integrator's own theme: only the primary colour is theirs. */
const embedTheme = { color: { primary: '#00695c' } };

/**
 * A plain React app page of an integrator, nothing of the portal: its own header, a sdk client
 * (`createClient`) and a `PortalProvider` around `<JobReport jobId onCompleted />`. Only the fetch is
 * the story's (answers from the mock server); against a real server it is left out and `baseUrl` set.
 */
function PlainApp({ jobId }: { jobId: number }) {
  const [completed, setCompleted] = useState(false);
  const client = useMemo(
    () =>
      createClient({
        baseUrl: 'https://service.example.com',
        tokenStore: memoryTokenStore(token),
        fetch: createMockFetch([...jobReportServerHandlers(), ...defaultHandlers]),
      }),
    [],
  );
  return (
    <div style={{ minHeight: '100vh', background: '#fafafa', fontFamily: 'Georgia, serif' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 20px',
          background: '#263238',
          color: '#fff',
        }}
      >
        <strong>Acme Field Service</strong>
        <span style={{ opacity: 0.8 }}>Work order</span>
      </header>
      <main style={{ maxWidth: 1100, margin: '0 auto' }}>
        {completed && (
          <p role="status" style={{ margin: '16px 32px 0', color: '#00695c' }}>
            Work order closed. Thank you!
          </p>
        )}
        <PortalProvider client={client} locale="en" theme={embedTheme}>
          <JobReport jobId={jobId} onCompleted={() => setCompleted(true)} />
        </PortalProvider>
      </main>
    </div>
  );
}

/** Embedded in a plain React app: see the JobReport docs page. */
export const EmbeddedInAPlainReactApp: Story = {
  name: 'Embedded in a plain React app',
  render: (args) => <PlainApp jobId={args.jobId ?? startedReportJob.Id} />,
};
