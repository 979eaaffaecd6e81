import styled from 'styled-components';
import { focusRing } from '../theme/mixins';

export const Root = styled.div`
  position: relative;
  display: flex;
  justify-content: flex-end;
  width: 100%;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};

  &[data-state='collapsed'] {
    width: auto;
  }
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${focusRing}
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;

  & > svg {
    position: absolute;
    left: 12px;
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`;

export const Input = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 40px 0 40px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;

  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &:focus {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surface};
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const ClearButton = styled.button`
  position: absolute;
  right: 4px;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[hidden] {
    display: none;
  }
`;

export const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Results = styled.ul`
  max-height: min(420px, 60vh);
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  overflow-y: auto;
  list-style: none;

  &[hidden] {
    display: none;
  }

  & a {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  & a:hover,
  & a[data-state='active'] {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & a[data-state='active'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
  }
  & mark {
    background: ${({ theme }) => theme.color.warningSoft};
    color: inherit;
    border-radius: 2px;
  }
`;

export const ResultName = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ResultDetails = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
