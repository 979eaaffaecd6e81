import styled from 'styled-components';
import { StyledButton } from '../internal/button.styles';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 1100px;
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  ${media.mobile} {
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

export const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
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

export const Subtitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The next step: Start job (not started) or Open job report (started). */
export const ActionBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primarySoft};

  &[data-state='started'] {
    border-left-color: ${({ theme }) => theme.color.success};
    background: ${({ theme }) => theme.color.successSoft};
  }
  & > :last-child {
    flex: none;
  }

  ${media.phone} {
    flex-direction: column;
    align-items: stretch;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const ActionHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const LinkButton = styled(StyledButton)``;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
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
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-style: normal;
  overflow-wrap: anywhere;

  & a {
    align-self: flex-start;
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
  & a:hover {
    text-decoration: underline;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Appointments = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const MachineList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const Comment = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-top: ${({ theme }) => theme.space.xs};

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
