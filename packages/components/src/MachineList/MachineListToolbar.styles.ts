import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';
import { breakpoints, media } from '../theme/tokens';

/** From the phone breakpoint up: the fields are always shown, the Filter button is not. */
const notPhone = `@media (min-width: ${breakpoints.phone}px)`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin: calc(-1 * ${({ theme }) => theme.space.md}) 0 ${({ theme }) => theme.space.xl};
`;

export const Count = styled.p`
  margin: 0 auto 0 0;
  align-self: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

/** The box of the toolbar's controls (the Filter button, the selects). */
const controlBox = css`
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The phone's "Filter" button; hidden from 600 px, where the fields are always shown. */
export const FilterToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  ${controlBox}
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${focusRing}

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  ${notPhone} {
    display: none;
  }
`;

export const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  ${media.phone} {
    flex-basis: 100%;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};

    &[data-state='closed'] {
      display: none;
    }
  }
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & select {
    min-width: 150px;
    max-width: 240px;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    ${controlBox}
    font-weight: ${({ theme }) => theme.font.weight.regular};
    ${focusRing}
  }
  & select[data-state='active'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }

  ${media.phone} {
    & select {
      max-width: none;
      min-height: 44px;
    }
  }
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  & input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
    ${focusRing}
  }
  ${media.phone} {
    min-height: 44px;
  }
`;

export const ClearButton = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}

  ${media.phone} {
    justify-self: start;
    min-height: 44px;
  }
`;
