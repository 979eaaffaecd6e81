import styled from 'styled-components';
import { media } from '../theme/tokens';

export const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};

  &[data-mode='edit'] {
    border-color: color-mix(in srgb, ${({ theme }) => theme.color.primary} 45%, transparent);
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  &[data-wide] {
    grid-column: 1 / -1;
  }
`;

export const SectionTitle = styled.h3`
  margin: 0;
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;

  & > div {
    display: contents;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    min-width: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  & dd[data-empty] {
    color: ${({ theme }) => theme.color.textSubtle};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  & dd[data-variant='mono'] {
    font-family: ${({ theme }) => theme.font.familyMono};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Flag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.textSubtle};
  }
  &[data-value='yes']::before {
    background: ${({ theme }) => theme.color.success};
  }
`;

export const Note = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &[data-empty] {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

/* ---------------------------------------------------------------- Edit mode */

export const Fieldset = styled.fieldset`
  display: contents;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${media.phone} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export const StaticField = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 2fr) minmax(0, 3fr);
  gap: 2px ${({ theme }) => theme.space.lg};
  align-items: baseline;

  & > [data-part='label'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > [data-part='value'] {
    min-width: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
    gap: 2px ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const ReadOnlyNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const TextAreaField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  & > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > textarea {
    min-height: 96px;
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
  }
  & > textarea:hover {
    border-color: ${({ theme }) => theme.color.textSubtle};
  }
  & > textarea:focus {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  & > textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const FormError = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin: 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.danger} 30%, transparent);
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.text};

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.color.danger};
  }
  & strong {
    display: block;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  ${media.phone} {
    margin: 0 ${({ theme }) => theme.space.md};
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};

    & > button {
      flex: 1 1 0;
    }
  }
`;
