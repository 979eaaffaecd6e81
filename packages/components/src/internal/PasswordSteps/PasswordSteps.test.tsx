import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { NewPasswordStep } from './PasswordSteps';

const EMAIL = 'tech@example.com';

function renderStep(locale?: string) {
  const onSubmit = vi.fn();
  const result = renderWithProviders(
    <NewPasswordStep email={EMAIL} busy={false} onSubmit={onSubmit} onCancel={() => {}} />,
    { locale },
  );
  return { ...result, onSubmit };
}

/** The checklist items' texts, each with its state. */
const checklist = (name = 'Password rules') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('NewPasswordStep', () => {
  it('given an empty password, lists every rule as not met', () => {
    renderStep();
    expect(checklist()).toEqual([
      'Minimum 8 characters, not met',
      'At least one capital letter, not met',
      'At least one digit, not met',
      'At least one special character, not met',
    ]);
  });

  it('when a password is typed, ticks each rule as it is met and says politely how many are met', async () => {
    const { user } = renderStep();
    const password = screen.getByLabelText('New password');
    await user.type(password, 'abc1');
    expect(checklist()).toEqual([
      'Minimum 8 characters, not met',
      'At least one capital letter, not met',
      'At least one digit, met',
      'At least one special character, not met',
    ]);
    const announcer = screen.getByText('1 of 4 password rules met');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    await user.type(password, 'Defgh');
    expect(checklist()).toEqual([
      'Minimum 8 characters, met',
      'At least one capital letter, met',
      'At least one digit, met',
      'At least one special character, not met',
    ]);
    expect(announcer).toHaveTextContent('3 of 4 password rules met');
    await user.type(password, '!');
    expect(announcer).toHaveTextContent('All password rules met');
  });

  it('given unmet rules, Confirm refuses and the field names every unmet rule at once', async () => {
    const { user, onSubmit } = renderStep();
    const password = screen.getByLabelText('New password');
    await user.type(password, 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    const description = password.getAttribute('aria-describedby') ?? '';
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('The password does not meet every rule.'),
    );
    for (const rule of [
      'Minimum 8 characters, not met',
      'At least one capital letter, not met',
      'At least one digit, not met',
      'At least one special character, not met',
    ]) {
      expect(password).toHaveAccessibleDescription(expect.stringContaining(rule));
    }
    expect(description.split(' ').length).toBeGreaterThan(1);
  });

  it('given every rule met and the same confirmation, Confirm submits the password', async () => {
    const { user, onSubmit } = renderStep();
    await user.type(screen.getByLabelText('New password'), 'Fjord2024!');
    await user.type(screen.getByLabelText('Confirm password'), 'Fjord2024!');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith('Fjord2024!');
  });

  it('given the Norwegian portal, the checklist and its count are Norwegian', async () => {
    const { user } = renderStep('no');
    await user.type(screen.getByLabelText('Nytt passord'), 'Abc');
    expect(checklist('Passordkrav')).toEqual([
      'Minst 8 tegn, ikke oppfylt',
      'Minst én stor bokstav, oppfylt',
      'Minst ett siffer, ikke oppfylt',
      'Minst ett spesialtegn, ikke oppfylt',
    ]);
    expect(screen.getByText('1 av 4 passordkrav oppfylt')).toBeInTheDocument();
  });
});
