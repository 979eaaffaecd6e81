import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

export const Root = styled.div`
  display: flex;
  min-width: 0;
  max-width: 100%;
  font-family: ${({ theme }) => theme.font.family};
`;

const currentBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  max-width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-align: left;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Current = styled.div`
  ${currentBox}
`;

export const Trigger = styled.button`
  ${currentBox}
  margin: 0;
  border: 1px solid transparent;
  background: transparent;
  font: inherit;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;
  ${focusRing}

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.surfaceHover};
    border-color: ${({ theme }) => theme.color.border};
  }
  &[data-busy] {
    cursor: progress;
  }
`;

export const CurrentText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const CurrentName = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CurrentNumber = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const TriggerEnd = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 20px;
  margin-left: auto;
  color: ${({ theme }) => theme.color.textMuted};

  [data-state='open'] > & > svg {
    transform: rotate(180deg);
  }
`;

export const PopoverHeading = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
