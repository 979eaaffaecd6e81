import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Count = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const SearchBox = styled.div`
  flex: 0 1 400px;
  min-width: 0;

  /* The hint line keeps its height, so the list below does not jump when it goes away. */
  & > div {
    grid-template-rows: auto auto minmax(18px, auto);
  }
  /* The browser's own search field look (a second focus border, its cancel cross) gives way to
     the TextField's frame and the Clear search button. */
  & input[type='search'] {
    appearance: none;
  }
  /* The field's frame shows the focus (TextField's :focus-within ring); the global outline on the
     input itself would draw a second ring inside it, cut short by the Clear search button. */
  & input:focus-visible {
    outline: none;
  }
  & input[type='search']::-webkit-search-cancel-button,
  & input[type='search']::-webkit-search-decoration {
    appearance: none;
    display: none;
  }

  ${media.phone} {
    flex-basis: 100%;
  }
`;

export const ClearButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const PartRow = styled.div`
  & > a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    min-height: 72px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  & > a:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & > a:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focusRing};
    background: ${({ theme }) => theme.color.surfaceHover};
  }

  & [data-part='text'] {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    min-width: 0;
  }
  & [data-part='number'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.familyMono};
    font-size: ${({ theme }) => theme.font.size.xs};
    letter-spacing: 0.02em;
  }
  & [data-part='description'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  & a:hover [data-part='description'] {
    color: ${({ theme }) => theme.color.primary};
  }
  & [data-part='quantity'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & [data-part='chevron'] {
    flex: none;
    color: ${({ theme }) => theme.color.textSubtle};
  }

  ${media.phone} {
    & > a {
      flex-wrap: wrap;
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    }
    & [data-part='text'] {
      flex-basis: calc(100% - 56px - 18px - 2 * ${({ theme }) => theme.space.md});
    }
    & [data-part='chevron'] {
      order: 1;
    }
  }
`;

export const Price = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  flex: none;
  text-align: right;

  & > [data-part='label'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & > [data-part='amount'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  &[data-customer] > [data-part='label'] {
    color: ${({ theme }) => theme.color.success};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  ${media.phone} {
    order: 2;
    flex-direction: row;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
    width: 100%;
    padding-left: calc(56px + ${({ theme }) => theme.space.md});
    text-align: left;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

export const Skeleton = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  & > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  }
  & > div + div {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  & > div > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    flex: 1;
  }
`;
