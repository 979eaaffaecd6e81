import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useClient } from '@eqp/sdk/react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { api } from '../test/handlers';
import { useSnackbar, type SnackbarOptions } from './Snackbar';

/** Shows the given snackbars once, on mount (kept open for the picture), and offers buttons to show more. */
function SnackbarDemo({ snackbars }: { snackbars: SnackbarOptions[] }) {
  const { show } = useSnackbar();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    for (const snackbar of snackbars) show({ timeoutMs: null, ...snackbar });
  }, [show, snackbars]);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', padding: 24 }}>
      <Button onClick={() => show({ message: 'Job created', variant: 'success' })}>Success</Button>
      <Button onClick={() => show({ message: 'Password sent. Check your e-mail.', variant: 'info' })}>
        Info
      </Button>
      <Button onClick={() => show({ message: 'The cart was changed in another window', variant: 'warning' })}>
        Warning
      </Button>
      <Button onClick={() => show({ message: 'Unknown error', variant: 'error' })}>Error</Button>
      <Button
        onClick={() =>
          show({
            message: 'Contact deactivated',
            variant: 'success',
            action: { label: 'Undo', onClick: () => {} },
          })
        }
      >
        With Undo
      </Button>
    </div>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/Snackbar',
  component: SnackbarDemo,
  parameters: { layout: 'fullscreen' },
  args: { snackbars: [] },
} satisfies Meta<typeof SnackbarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { snackbars: [{ message: 'Password sent. Check your e-mail.', variant: 'info' }] },
};
export const Success: Story = { args: { snackbars: [{ message: 'Job created', variant: 'success' }] } };
export const Warning: Story = {
  args: { snackbars: [{ message: 'The cart was changed in another window', variant: 'warning' }] },
};
export const ErrorVariant: Story = {
  name: 'Error',
  args: { snackbars: [{ message: 'Unknown error', variant: 'error' }] },
};

/** Deactivating a contact: 5 s with Undo (spec §4). */
export const WithUndoAction: Story = {
  args: {
    snackbars: [
      { message: 'Contact deactivated', variant: 'success', action: { label: 'Undo', onClick: () => {} } },
    ],
  },
};

/** Several at once stack upwards from the bottom centre (at most three). */
export const Stacked: Story = {
  args: {
    snackbars: [
      { message: 'Job added!', variant: 'success' },
      { message: 'Password sent. Check your e-mail.', variant: 'info' },
      { message: 'Error saving value', variant: 'error' },
    ],
  },
};

/** A long server message wraps inside the snackbar. */
export const LongMessage: Story = {
  args: {
    snackbars: [
      {
        message:
          'The job could not be saved because the machine was moved to another organisation while you were editing. Reload the page and try again.',
        variant: 'error',
      },
    ],
  },
};

/** On phones and tablets the stack sits above the bottom bar. */
export const Phone: Story = {
  ...Stacked,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Norwegian close button label ("Lukk"). */
export const Norwegian: Story = {
  args: { snackbars: [{ message: 'Jobb opprettet', variant: 'success' }] },
  globals: { locale: 'no' },
};

function FailingCall() {
  const client = useClient();
  useEffect(() => {
    void client.fetch('/api2/customer/machines').catch(() => {});
  }, [client]);
  return <p style={{ padding: 24 }}>A call failed; the provider reports the server's Message.</p>;
}

/** A failed call reported by `PortalProvider`: the server's Message in a red snackbar (spec §8). */
export const ServerError: StoryObj = {
  render: () => <FailingCall />,
  parameters: {
    msw: {
      handlers: [
        http.get(api('/customer/machines'), () =>
          HttpResponse.json(
            { Message: 'The service is being updated. Try again in a minute.' },
            { status: 503 },
          ),
        ),
      ],
    },
  },
};

/** A failed call without Message: "Unknown error", translated. */
export const UnknownErrorNorwegian: StoryObj = {
  render: () => <FailingCall />,
  parameters: {
    msw: { handlers: [http.get(api('/customer/machines'), () => HttpResponse.json({}, { status: 500 }))] },
  },
  globals: { locale: 'no' },
};

/** A dialog whose buttons are where the stack would be. */
function OverDialog() {
  const { show } = useSnackbar();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    show({ message: 'A user with this e-mail address already exists', variant: 'error', timeoutMs: null });
  }, [show]);
  return (
    <Dialog
      open
      onOpenChange={() => {}}
      title="Add user"
      actions={
        <>
          <Button>Cancel</Button>
          <Button variant="primary">Add user</Button>
        </>
      }
    >
      <p>A red snackbar never covers the dialog&apos;s buttons: it sits just above them.</p>
    </Dialog>
  );
}

/** On a phone a dialog fills the screen and its buttons the bottom: the stack moves above them. */
export const AboveDialogButtonsPhone: StoryObj = {
  render: () => <OverDialog />,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
