import styled from 'styled-components';

/** The square behind an article's picture or its placeholder (parts list, part dialogs). */
export const ThumbBox = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textSubtle};
  overflow: hidden;

  & > img {
    width: 100%;
    height: 100%;
  }
  & > [data-state='error'] {
    width: 100% !important;
    height: 100% !important;
    border: 0;
  }
`;
