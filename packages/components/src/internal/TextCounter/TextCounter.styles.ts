import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

export const Counter = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: end;

  &[data-state='reached'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.warning};
  }
`;

export const LiveRegion = styled.span`
  ${visuallyHidden}
`;
