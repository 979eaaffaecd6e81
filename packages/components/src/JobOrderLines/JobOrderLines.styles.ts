import styled from 'styled-components';
import { TextField } from '../TextField';
import { touchTargets } from '../internal/touchTargets';
import { focusRing, visuallyHidden } from '../theme/mixins';
import { media } from '../theme/tokens';

/** A block inside the machine's card of the job report (no card of its own); phones: 44 px targets. */
export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  ${touchTargets}
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const LineCount = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StateText = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-variant='error'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.dangerSoft};
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ArticleNumber = styled.span`
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

export const ArticleName = styled.span`
  overflow-wrap: anywhere;
`;

export const CustomChip = styled.span`
  display: inline-block;
  padding: 1px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;

export const LinesTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  & th,
  & td {
    padding: ${({ theme }) => theme.space.sm};
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
    white-space: nowrap;
  }
  & td[data-cell='number'] {
    width: 1%;
    padding-top: calc(${({ theme }) => theme.space.sm} + 2px);
  }
  & [data-numeric] {
    width: 1%;
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & td[data-cell='actions'] {
    width: 1%;
    padding-top: calc(${({ theme }) => theme.space.sm} - 6px);
    padding-bottom: 0;
  }
  & tbody tr:last-child > * {
    border-bottom: 0;
  }
  & tr[data-state='editing'] > td {
    padding: ${({ theme }) => theme.space.sm} 0;
  }

  /* Phones: each line as a small block (number and count on top, the text below). */
  ${media.phone} {
    & thead {
      ${visuallyHidden}
    }
    & tbody tr:not([data-state='editing']) {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas:
        'number count'
        'description actions';
      align-items: start;
      gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
      padding: ${({ theme }) => theme.space.md} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    & tbody tr:last-child {
      border-bottom: 0;
    }
    & tbody tr > td {
      display: block;
      width: auto;
      padding: 0;
      border: 0;
    }
    & tbody tr[data-state='editing'] {
      display: block;
      padding: ${({ theme }) => theme.space.md} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    & td[data-cell='number'] {
      grid-area: number;
      width: auto;
      padding-top: 0;
    }
    & td[data-cell='description'] {
      grid-area: description;
    }
    & td[data-cell='count'] {
      grid-area: count;
      text-align: right;
    }
    & td[data-cell='count']::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.color.textMuted};
      font-size: ${({ theme }) => theme.font.size.sm};
    }
    & td[data-cell='actions'] {
      grid-area: actions;
      align-self: end;
      margin-right: -${({ theme }) => theme.space.sm};
      padding-top: 0;
    }
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  form & {
    justify-content: flex-start;
  }
  /* Phones: Edit and Delete 44 x 44 px, 8 px apart, so a gloved tap hits the one meant. */
  ${media.phone} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export { IconButton } from '../internal/button.styles';

export const EditForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.primarySoft};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const FormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};

  form > &:first-child {
    margin-top: 0;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  /* A button beside fields that have labels: level with the inputs. */
  & > button[data-offset] {
    margin-top: calc(${({ theme }) => theme.font.size.sm} * 1.5 + ${({ theme }) => theme.space.xs});
  }

  ${media.phone} {
    & > button {
      flex: 1 1 100%;
    }
    & > button[data-offset] {
      margin-top: 0;
    }
  }
`;

export const TextInputField = styled(TextField)`
  flex: 1 1 240px;
`;

export const CountField = styled(TextField)`
  flex: 0 0 96px;
  width: 96px;
  grid-template-columns: minmax(0, 1fr);

  & input {
    width: 100%;
  }
`;

export const FormError = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const AddPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const AddHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: -${({ theme }) => theme.space.xs} 0;
`;

export const AddTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const ModeSwitch = styled.div`
  display: inline-flex;
  align-self: flex-start;
  max-width: 100%;
  gap: 2px;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

export const ModeButton = styled.button`
  min-height: 32px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const ArticleList = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 264px;
  margin-top: ${({ theme }) => theme.space.sm};
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  /* The previous results while a new search runs: muted, not faded (the texts keep their contrast). */
  &[aria-busy='true'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
    cursor: progress;
  }
`;

export const ArticleOption = styled.label`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  cursor: pointer;

  &:last-child {
    border-bottom: 0;
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  & input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }

  ${media.phone} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'radio number'
      'radio name'
      'radio meta';
    row-gap: 0;

    & input {
      grid-area: radio;
    }
    & > :nth-child(2) {
      grid-area: number;
    }
    & > :nth-child(3) {
      grid-area: name;
    }
    & > :nth-child(4) {
      grid-area: meta;
    }
  }
`;

export const ArticleMeta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;

export const ArticleStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-variant='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;
