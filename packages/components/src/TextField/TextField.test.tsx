import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { TextField } from './TextField';

function Controlled({ initial = '', maxLength = 200 }: { initial?: string; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      label="Name"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      maxLength={maxLength}
      counter
    />
  );
}

describe('TextField with a counter', () => {
  it('given a text below 80 % of the limit, shows no counter', () => {
    renderWithProviders(<Controlled initial={'a'.repeat(159)} />);
    expect(screen.queryByText(/\/ 200/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription();
  });

  it('given a text from 80 % of the limit, shows how many characters it holds, linked to the field', async () => {
    const { user } = renderWithProviders(<Controlled initial={'a'.repeat(159)} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'b');
    expect(screen.getByText('160 / 200')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('160 / 200');
  });

  it('when the limit is reached, says so and announces it politely', async () => {
    const { user } = renderWithProviders(<Controlled initial={'a'.repeat(198)} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    // The polite live region is there before the limit, so what it says then is announced.
    const region = document.querySelector('[aria-live="polite"]')!;
    expect(region).toBeEmptyDOMElement();
    await user.type(input, 'bcd');
    expect(input).toHaveValue('a'.repeat(198) + 'bc');
    expect(input).toHaveAccessibleDescription('200 / 200 · Limit reached');
    expect(region).toHaveTextContent('You have reached the limit of 200 characters.');
  });

  it('given an uncontrolled field, counts what is typed', async () => {
    const { user } = renderWithProviders(
      <TextField label="Note" defaultValue={'x'.repeat(8)} maxLength={10} counter />,
    );
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'yz');
    expect(screen.getByText(/10 \/ 10/)).toBeInTheDocument();
  });

  it('given Norwegian, the counter speaks Norwegian', async () => {
    const { user } = renderWithProviders(<Controlled initial={'a'.repeat(1999)} maxLength={2000} />, {
      locale: 'no',
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'b');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /2\s000 \/ 2\s000 · Grensen er nådd/,
    );
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      /Du har nådd grensen på 2\s000 tegn\./,
    );
  });
});
