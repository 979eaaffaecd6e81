import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

/** The whole page: the QR page has no portal frame around it. */
export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 60px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    gap: ${({ theme }) => theme.space.sm};
    min-height: 56px;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin-right: auto;

  & > img,
  & > span[data-part='logo'] {
    flex: none;
    width: 36px;
    height: 36px;
    object-fit: contain;
  }
  & > span[data-part='name'] {
    overflow: hidden;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  ${media.phone} {
    & > span[data-part='name'] {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
`;

export const TopActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Content = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 1100px;
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

/** Who is looking and what they can do: log in, switch, open the full page. */
export const Banner = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.infoSoft};

  &[data-variant='owner'] {
    background: ${({ theme }) => theme.color.successSoft};
  }
  &[data-variant='other'] {
    background: ${({ theme }) => theme.color.warningSoft};
  }

  & > svg {
    color: ${({ theme }) => theme.color.info};
  }
  &[data-variant='owner'] > svg {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-variant='other'] > svg {
    color: ${({ theme }) => theme.color.warning};
  }

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  ${media.phone} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  ${media.phone} {
    grid-column: 1 / -1;
    justify-content: stretch;

    & > *,
    & > span > a {
      flex: 1 1 auto;
    }
  }
`;

/** A host link that looks like the primary button. */
export const linkButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 16px;
  box-sizing: border-box;
  border-radius: var(--eqp-radius-md, 8px);
  background: var(--eqp-color-primary, #1d5fbf);
  color: var(--eqp-color-primary-contrast, #ffffff);
  font-weight: var(--eqp-font-weight-semibold, 600);
  text-decoration: none;
  white-space: nowrap;
`;

export const ButtonLinks = styled.span`
  display: contents;

  & > a {
    ${linkButton}
    ${focusRing}
  }
  & > a:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

/* ---------------------------------------------------------------- Information tab */

export const InfoGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: 0;

  & > div {
    display: contents;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  & dd[data-empty] {
    color: ${({ theme }) => theme.color.textSubtle};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  & dd[data-mono] {
    font-family: ${({ theme }) => theme.font.familyMono};
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    & dt {
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    & > div + div > dt {
      margin-top: ${({ theme }) => theme.space.sm};
    }
  }
`;

export const Shortcuts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  & a:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & [data-part='icon'] {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
  & [data-part='title'] {
    display: block;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & [data-part='text'] {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & [data-part='chevron'] {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

/* ---------------------------------------------------------------- History tab */

export const HistoryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > p {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const HistoryList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;

  & > li {
    display: grid;
    grid-template-columns: 120px minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  & time[data-part='date'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
  & [data-part='kind'] {
    display: block;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & [data-part='meta'] {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  ${media.phone} {
    & > li {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas:
        'date status'
        'body body';
      gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
      padding: ${({ theme }) => theme.space.md};
    }
    & time[data-part='date'] {
      grid-area: date;
    }
    & [data-part='body'] {
      grid-area: body;
    }
    & [data-part='status'] {
      grid-area: status;
    }
  }
`;

/** The login card in place of the page. */
export const LoginPlace = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} 0;

  & > section {
    width: 100%;
  }

  ${media.phone} {
    padding: ${({ theme }) => theme.space.sm} 0;
  }
`;
