import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { TextArea } from './TextArea';

function Controlled({ initial = '', maxLength = 200 }: { initial?: string; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <TextArea
      label="Comment"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      maxLength={maxLength}
      counter
    />
  );
}

describe('TextArea', () => {
  it('given a label and a hint, is a multi-line text box named by its label and described by the hint', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <TextArea label="Comment" hint="Saved when you leave the field" onChange={onChange} />,
    );
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '3');
    expect(field).toHaveAccessibleDescription('Saved when you leave the field');
    expect(field).not.toBeInvalid();
    await user.type(field, 'First line{Enter}second line');
    expect(field).toHaveValue('First line\nsecond line');
    expect(onChange).toHaveBeenCalled();
  });

  it('given an error, is invalid and described by the error before the hint', () => {
    renderWithProviders(<TextArea label="Description" hint="What is wrong?" error="Required" />);
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Required What is wrong?');
  });

  it('given disabled, cannot be typed in', async () => {
    const { user } = renderWithProviders(<TextArea label="Comment" defaultValue="Fixed" disabled />);
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(field).toBeDisabled();
    await user.type(field, 'more');
    expect(field).toHaveValue('Fixed');
  });

  it('given a text from 80 % of the limit, shows how many characters it holds, linked to the field', async () => {
    const { user } = renderWithProviders(<Controlled initial={'a'.repeat(159)} />);
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(screen.queryByText(/\/ 200/)).not.toBeInTheDocument();
    await user.type(field, 'b');
    expect(field).toHaveAccessibleDescription('160 / 200');
  });

  it('when the limit is reached, says so and announces it politely', async () => {
    const { user } = renderWithProviders(<Controlled initial={'a'.repeat(199)} />);
    const field = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(field, 'bc');
    expect(field).toHaveValue('a'.repeat(199) + 'b');
    expect(field).toHaveAccessibleDescription('200 / 200 · Limit reached');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'You have reached the limit of 200 characters.',
    );
  });

  it('given an uncontrolled field, counts what is typed', async () => {
    const { user } = renderWithProviders(
      <TextArea label="Note" defaultValue={'x'.repeat(8)} maxLength={10} counter />,
    );
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'yz');
    expect(screen.getByText(/10 \/ 10/)).toBeInTheDocument();
  });

  it('given Norwegian, the counter speaks Norwegian', async () => {
    const { user } = renderWithProviders(<Controlled initial={'a'.repeat(1999)} maxLength={2000} />, {
      locale: 'no',
    });
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'b');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      /2\s000 \/ 2\s000 · Grensen er nådd/,
    );
  });
});
