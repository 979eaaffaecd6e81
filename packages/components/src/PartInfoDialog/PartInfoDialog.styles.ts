import styled from 'styled-components';
import { media } from '../theme/tokens';

export const Body = styled.div`
  display: grid;
  grid-template-columns: 176px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Media = styled.div`
  display: flex;
  justify-content: center;

  & > span {
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  ${media.phone} {
    & > span {
      width: 144px !important;
      height: 144px !important;
    }
  }
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const Fitted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const LongText = styled.div`
  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  & > p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const PriceBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};

  & > [data-part='label'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  & > [data-part='amount'] {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  & > [data-part='list'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  &[data-customer] {
    background: ${({ theme }) => theme.color.successSoft};
  }
  &[data-customer] > [data-part='label'] {
    color: ${({ theme }) => theme.color.success};
  }
`;

export const QuantityRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  & > div {
    flex: 0 0 120px;
    /* The number input's own width must not push the field past its 120 px. */
    grid-template-columns: minmax(0, 1fr);
  }
  /* The field's frame shows the focus; no second ring on the input inside it. */
  & input:focus-visible {
    outline: none;
  }
  & > button {
    flex: 1 1 auto;
    /* Level with the input under its label. */
    margin-top: calc(${({ theme }) => theme.font.size.sm} * 1.5 + ${({ theme }) => theme.space.xs});
    min-height: 42px;
  }

  ${media.phone} {
    & > div {
      flex-basis: 96px;
    }
  }
`;

export const Skeleton = styled.div`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
