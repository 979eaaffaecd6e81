import styled from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.color.text};

  &[data-size='compact'] {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

export const IconWrap = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: 50%;
  color: ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};

  [data-variant='error'] > & {
    color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
  }
  [data-size='compact'] > & {
    width: 40px;
    height: 40px;
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Message = styled.p`
  max-width: 44ch;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
