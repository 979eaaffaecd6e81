import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { JOB_STATUS, jobStatusName } from '@eqp/sdk';
import { renderWithProviders } from '../test/render';
import { StatusChip } from './StatusChip';

describe('StatusChip', () => {
  it('names the status and carries its colour', () => {
    renderWithProviders(<StatusChip statusId={30} />);
    expect(screen.getByText('in progress')).toHaveAttribute('data-status', 'in_progress');
  });

  it("spells every status of spec §4 as the server answers it (lower case, the rules' names)", () => {
    const ids = Object.values(JOB_STATUS);
    renderWithProviders(
      <>
        {ids.map((id) => (
          <StatusChip key={id} statusId={id} />
        ))}
      </>,
    );
    for (const id of ids) {
      const chip = document.querySelector(`[data-status-id="${id}"]`);
      // 25 is "drive" in the spec's table; on screen it says what it means.
      const name = id === JOB_STATUS.Drive ? 'on the way' : jobStatusName(id);
      expect(chip).toHaveTextContent(new RegExp(`^${name}$`));
    }
  });

  it('gives both waiting ids the waiting colour', () => {
    renderWithProviders(
      <>
        <StatusChip statusId={40} />
        <StatusChip statusId={45} />
      </>,
    );
    for (const chip of screen.getAllByText('waiting')) expect(chip).toHaveAttribute('data-status', 'waiting');
  });

  it('gives other ids the neutral colour and names them by number', () => {
    renderWithProviders(<StatusChip statusId={15} />);
    expect(screen.getByText('Status 15')).toHaveAttribute('data-status', 'neutral');
  });

  it('speaks Norwegian', () => {
    renderWithProviders(<StatusChip statusId={50} />, { locale: 'no' });
    expect(screen.getByText('fullført')).toBeInTheDocument();
  });

  it('prefers a given label', () => {
    renderWithProviders(<StatusChip statusId={20} label="Planned (week 48)" />);
    expect(screen.getByText('Planned (week 48)')).toHaveAttribute('data-status', 'planned');
  });
});
