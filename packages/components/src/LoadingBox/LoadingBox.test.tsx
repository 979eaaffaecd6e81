import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { LoadingBox } from './LoadingBox';
import { Spinner } from './Spinner';

describe('LoadingBox', () => {
  it('is a busy placeholder named Loading...', () => {
    renderWithProviders(<LoadingBox height={80} />);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
  });

  it('reads Laster... in Norwegian', () => {
    renderWithProviders(<LoadingBox count={3} />, { locale: 'no' });
    expect(screen.getByRole('progressbar', { name: 'Laster...' })).toBeInTheDocument();
  });

  it('a labelled spinner is an image named Loading...; an unlabelled one is hidden', () => {
    renderWithProviders(
      <>
        <Spinner label />
        <Spinner />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'Loading...' })).toHaveLength(1);
  });
});
