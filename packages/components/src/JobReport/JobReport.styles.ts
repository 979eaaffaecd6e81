import styled from 'styled-components';
import { StyledButton } from '../internal/button.styles';
import { focusRing, visuallyHidden } from '../theme/mixins';
import { media } from '../theme/tokens';

export const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  box-sizing: border-box;
  width: 100%;
  max-width: 1200px;
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** The whole-page states (deleted, unauthorized, not started, loading error). */
export const StatePage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  box-sizing: border-box;
  width: 100%;
  max-width: 1200px;
  padding: ${({ theme }) => theme.space.xxl};

  & > section {
    padding-top: ${({ theme }) => theme.space.xxxl};
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};

    & > section {
      padding-top: ${({ theme }) => theme.space.xl};
    }
  }
`;

export const StateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

export const Header = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;

  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};

  & > [data-sep]::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space.sm};
  }
  & > [data-numeric] {
    font-variant-numeric: tabular-nums;
  }
`;

export const CustomerLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  ${media.phone} {
    & > button {
      flex: 1 1 100%;
    }
  }
`;

export const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.info};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
  font-size: ${({ theme }) => theme.font.size.md};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.info};
  }
  &[data-variant='finalized'] {
    border-left-color: ${({ theme }) => theme.status.completed.fg};
    background: ${({ theme }) => theme.status.completed.bg};
  }
  &[data-variant='finalized'] > svg {
    color: ${({ theme }) => theme.status.completed.fg};
  }
`;

/** Customer, appointments and office notes: side by side where they fit. */
export const InfoGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: stretch;
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: 1099.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const CustomerName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  & dd {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    min-width: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  & address {
    display: flex;
    flex-direction: column;
    font-style: normal;
  }
`;

export const InlineLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 28px;
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
  }
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

export const CommentText = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const AppointmentList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Appointment = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radius.md};

  &[data-colour='primary'] {
    border-left-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &[data-colour='warning'] {
    border-left-color: ${({ theme }) => theme.color.warning};
    background: ${({ theme }) => theme.color.warningSoft};
  }
  &[data-colour='disabled'] {
    border-left-color: ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const AppointmentWhen = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const AppointmentTag = styled.span`
  align-self: start;
  padding: 1px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;

  &[data-colour='primary'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryContrast};
  }
  &[data-colour='warning'] {
    background: ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.textInverse};
  }
  &[data-colour='disabled'] {
    background: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Participants = styled.span`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
  }
`;

export const MachineList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const MachineHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const MachineMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span + span::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;

/** Comments beside counters on wide screens. */
export const MachineBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const ReadOnlyComment = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  & > span {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const CommentFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  & > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const TextArea = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  min-height: 88px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
  outline: none;
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.textSubtle};
  }
  &:focus {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** "Saving…", "Saved", or the error, beside a field. */
export const SaveStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 18px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;

  &[data-state='saved'] {
    color: ${({ theme }) => theme.color.success};
  }
`;

export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    flex: none;
    margin-top: 1px;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const CounterTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};

  & th,
  & td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  & th:first-child,
  & td:first-child {
    padding-left: 0;
  }
  & th:last-child,
  & td:last-child {
    padding-right: 0;
  }
  & thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  & tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    padding-top: calc(${({ theme }) => theme.space.sm} + 9px);
  }
  & td[data-numeric] {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    padding-top: calc(${({ theme }) => theme.space.sm} + 9px);
  }
  & td[data-input] {
    width: 42%;
  }
  & tbody tr:last-child > * {
    border-bottom: 0;
  }

  /* Phones: each counter as a small block (name, then previous and today's value). */
  ${media.phone} {
    & thead {
      ${visuallyHidden}
    }
    & tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
      padding: ${({ theme }) => theme.space.md} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    & tbody tr:first-child {
      padding-top: 0;
    }
    & tbody tr:last-child {
      border-bottom: 0;
    }
    & tbody th,
    & tbody td {
      display: block;
      padding: 0;
      border: 0;
    }
    & tbody th {
      grid-column: 1 / -1;
    }
    & td[data-numeric] {
      padding-top: 0;
    }
    & td[data-numeric]::before,
    & td[data-input]::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.color.textMuted};
      font-size: ${({ theme }) => theme.font.size.xs};
      font-weight: ${({ theme }) => theme.font.weight.semibold};
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
    & td[data-input] {
      width: auto;
    }
  }
`;

export const CounterInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
  outline: none;

  &:hover {
    border-color: ${({ theme }) => theme.color.textSubtle};
  }
  &:focus {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const CounterCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const SectionStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};

  ${media.phone} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Skeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A link that looks like a Button (`data-variant`, `data-size` as Button's). */
export const LinkButton = styled(StyledButton)``;
