import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';
import { pagePadding, sectionCard } from '../internal/page.styles';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 1200px;
  ${pagePadding}
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  ${media.phone} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.primarySoft};
  border-left: 4px solid ${({ theme }) => theme.color.info};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.infoSoft};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.info};
  }
  & > button {
    flex: none;
    margin-left: auto;
  }

  ${media.phone} {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg};

    & > button {
      width: 100%;
      margin-left: 0;
    }
  }
`;

export const BannerText = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  & > strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Company card beside the user list on wide screens; contacts below, full width. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  & > [data-kind='company'] {
    position: sticky;
    top: ${({ theme }) => theme.space.xl};
    grid-row: span 2;
  }

  @media (max-width: 1099.98px) {
    grid-template-columns: minmax(0, 1fr);
    & > [data-kind='company'] {
      position: static;
      grid-row: auto;
    }
  }
  ${media.phone} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${sectionCard}
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 32px;
`;

export const CardTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 22px;
  padding: 0 7px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceHover};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const Details = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;

export const Group = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & img {
    width: 28px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radius.sm};
    object-fit: contain;
  }
`;

export const Address = styled.span`
  display: flex;
  flex-direction: column;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

export const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const EmptyText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-variant='error'] > svg {
    flex: none;
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const PersonList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One person: identity, tags (or permissions), switch. */
export const PersonRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto 124px;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  &:first-child {
    border-top: 0;
  }
  /* An inactive person: greyed name and a colourless avatar (not faded: the texts keep their contrast). */
  &[data-state='inactive'] > :first-child {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-state='inactive'] > :first-child > :first-child {
    filter: grayscale(1);
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas:
      'main main'
      'tags switch';
    row-gap: ${({ theme }) => theme.space.sm};

    & > :nth-child(1) {
      grid-area: main;
    }
    & > :nth-child(2) {
      grid-area: tags;
      /* Under the name, past the avatar (38 px) and the gap. */
      padding-left: 50px;
    }
    & > :nth-child(3) {
      grid-area: switch;
    }
  }
`;

export const PersonMain = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  & > :first-child {
    flex: none;
  }
`;

export const PersonText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const PersonName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const PersonEmail = styled.span`
  margin-top: 2px;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const PersonTitle = styled.span`
  margin-top: 2px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ContactLines = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  margin-top: ${({ theme }) => theme.space.xs};

  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-decoration: none;
    overflow-wrap: anywhere;
    ${focusRing}
  }
  & > a:hover {
    text-decoration: underline;
  }
  & > a > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  ${media.phone} {
    justify-content: flex-start;
  }
`;

export const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceHover};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;

  &[data-variant='moderator'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-variant='you'] {
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
  }
`;

export const Permissions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Permission = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;

  &[data-state='yes'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-state='no'] {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

export const SwitchRoot = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SwitchTrack = styled.button`
  position: relative;
  flex: none;
  width: 44px;
  height: 26px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.borderStrong};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;
  ${focusRing}

  &[data-state='on'] {
    background: ${({ theme }) => theme.color.success};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &[data-busy] {
    cursor: progress;
    opacity: 0.7;
  }
`;

export const SwitchThumb = styled.span`
  position: absolute;
  top: 3px;
  left: 3px;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 1px 3px rgba(16, 24, 40, 0.3);
  transition: transform ${({ theme }) => theme.motion.fast} ease;

  [data-state='on'] > & {
    transform: translateX(18px);
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const SwitchLabel = styled.span`
  min-width: 56px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  [data-state='on'] > & {
    color: ${({ theme }) => theme.color.success};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/* ---------------------------------------------------------------- the new-user form */

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const FormError = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
    margin-top: 1px;
  }
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
  & > input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;

  & > label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: pointer;
  }
`;

export const ChoiceHint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const CheckboxRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;

  & > input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;
