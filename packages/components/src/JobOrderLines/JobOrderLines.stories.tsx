import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ARTICLE_LIST_LIMIT } from '@eqp/sdk';
import { fiftyCharacterText, sectionsMachineJobId, warehouseArticles } from '../test/fixtures';
import { jobSectionsHandlers } from '../test/handlers';
import { JobOrderLines } from './JobOrderLines';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Partner/JobReport/JobOrderLines',
  component: JobOrderLines,
  parameters: { layout: 'padded', msw: { handlers: jobSectionsHandlers() } },
  args: { machineJobId: sectionsMachineJobId, readOnly: false, canSearchWarehouse: true },
  // Inside the machine's card of the job report.
  decorators: [
    (Story) => (
      <div
        style={{
          maxWidth: 880,
          padding: 24,
          border: '1px solid #dde3ec',
          borderRadius: 12,
          background: '#fff',
          boxSizing: 'border-box',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobOrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the add form (the Add a line button under the lines). */
const openAdd = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^(add a line|legg til en linje)$/i }));
  return canvas;
};

/** Three lines (two warehouse articles, one custom line) and the Add a line button. */
export const List: Story = {};

/** The add form opened: the warehouse's full list shows while the search has fewer than 3 characters. */
export const AddForm: Story = {
  play: async ({ canvasElement }) => {
    await openAdd(canvasElement);
  },
};

/** A finalized job (status 50 or higher): the list only. */
export const ReadOnly: Story = { args: { readOnly: true } };

/** No lines yet. */
export const Empty: Story = { parameters: { msw: { handlers: jobSectionsHandlers({ lines: {} }) } } };

/** The lines are loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: jobSectionsHandlers({ delays: { lines: 'infinite' } }) } },
};

/** The lines could not be loaded (500): a note with Try again; the snackbar shows the server's message. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: jobSectionsHandlers({
        errors: { lines: { status: 500, message: 'The order lines are unavailable' } },
      }),
    },
  },
};

/** Two characters typed: the hint says 3 are needed and the full list stays (no search call). */
export const SearchHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openAdd(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'ga');
    await expect(await canvas.findByText(/at least 3 characters|minst 3 tegn/i)).toBeInTheDocument();
  },
};

/** "gasket" typed: 700 ms after the last keystroke the search answers two articles; one chosen. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openAdd(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'gasket');
    const gasket = await canvas.findByRole('radio', { name: /68143/ }, { timeout: 3000 });
    await userEvent.click(gasket);
  },
};

/**
 * A warehouse larger than the server answers at once: the first 100 articles (the most the list
 * holds), and a note under them that a search finds the others.
 */
export const FirstHundredArticles: Story = {
  parameters: {
    msw: {
      handlers: jobSectionsHandlers({
        articles: Array.from({ length: ARTICLE_LIST_LIMIT }, (_, i) => ({
          ...warehouseArticles[i % warehouseArticles.length]!,
          ArticleNumber: `SCL-${String(i + 1).padStart(5, '0')}`,
        })),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openAdd(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(/100/);
  },
};

/** The search finds nothing. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openAdd(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'hydraulic');
  },
};

/** The partner company has no parts warehouse: custom lines only, no search. */
export const NoWarehouse: Story = {
  args: { canSearchWarehouse: false },
  play: async ({ canvasElement }) => {
    await openAdd(canvasElement);
  },
};

/** A custom line text of 51 characters: the count, the error and a disabled Add line. */
export const CustomLineTooLong: Story = {
  args: { canSearchWarehouse: false },
  play: async ({ canvasElement }) => {
    const canvas = await openAdd(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^(text|tekst)$/i }),
      `${fiftyCharacterText}!`,
    );
    await expect(canvas.getByRole('button', { name: /^(add line|legg til linje)$/i })).toBeDisabled();
  },
};

/** Adding a custom line: the button is busy until the server answers (here: never). */
export const Busy: Story = {
  args: { canSearchWarehouse: false },
  parameters: { msw: { handlers: jobSectionsHandlers({ delays: { lineWrite: 'infinite' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = await openAdd(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^(text|tekst)$/i }),
      'Replaced fuse 10 A',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(add line|legg til linje)$/i }));
  },
};

/** A line being edited in place: text and count, Save and Cancel. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /(edit|rediger) active green/i }));
  },
};

/** Norwegian texts. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Phone (390 px): each line as a block, the form fields under each other. */
export const Phone: Story = { globals: phone };

/** Norwegian on a phone, custom line chosen. */
export const NorwegianPhone: Story = {
  globals: { locale: 'no', ...phone },
  play: async ({ canvasElement }) => {
    const canvas = await openAdd(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Egen linje' }));
  },
};
