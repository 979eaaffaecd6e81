import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const StepForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A short status line: `success` green, `error` red, `info` muted (checking). */
export const Status = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    flex: none;
    margin-top: 1px;
  }

  &[data-variant='success'] {
    border-color: rgba(27, 122, 67, 0.25);
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
  }
  &[data-variant='error'] {
    border-color: rgba(196, 43, 43, 0.25);
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const StatusText = styled.span`
  display: grid;
  gap: 2px;

  & > span {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const StepActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};

  &[data-layout='row'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The code field: large, spaced digits. */
export const CodeField = styled.div`
  & input {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.45em;
    text-align: center;
    text-indent: 0.45em;
  }
`;

/** A quiet text button under a form (Send a new code). */
export const TextButton = styled.button`
  justify-self: center;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  ${focusRing}

  &:disabled {
    color: ${({ theme }) => theme.color.textSubtle};
    cursor: default;
  }
`;

/** The new password's rules, each ticked when met (`data-state`: met, unmet, error once refused). */
export const RuleList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: -${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const RuleItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};

  & > svg {
    flex: none;
  }

  &[data-state='met'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-state='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;
