import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { StatusChip } from './StatusChip';

describe('StatusChip', () => {
  it('names the status and carries its colour', () => {
    renderWithProviders(<StatusChip statusId={30} />);
    expect(screen.getByText('In progress')).toHaveAttribute('data-status', 'in_progress');
  });

  it('gives both waiting ids the waiting colour', () => {
    renderWithProviders(
      <>
        <StatusChip statusId={40} />
        <StatusChip statusId={45} />
      </>,
    );
    for (const chip of screen.getAllByText('Waiting')) expect(chip).toHaveAttribute('data-status', 'waiting');
  });

  it('gives other ids the neutral colour and names them by number', () => {
    renderWithProviders(<StatusChip statusId={15} />);
    expect(screen.getByText('Status 15')).toHaveAttribute('data-status', 'neutral');
  });

  it('speaks Norwegian', () => {
    renderWithProviders(<StatusChip statusId={50} />, { locale: 'no' });
    expect(screen.getByText('Fullført')).toBeInTheDocument();
  });

  it('prefers a given label', () => {
    renderWithProviders(<StatusChip statusId={20} label="Planned (week 48)" />);
    expect(screen.getByText('Planned (week 48)')).toHaveAttribute('data-status', 'planned');
  });
});
