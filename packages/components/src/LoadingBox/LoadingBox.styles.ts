import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Box = styled.div`
  display: block;
  width: var(--eqp-loading-box-width, 100%);
  height: var(--eqp-loading-box-height, 120px);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 25%,
    ${({ theme }) => theme.color.skeletonHighlight} 50%,
    ${({ theme }) => theme.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s ease-in-out infinite;

  &[data-variant='text'] {
    height: var(--eqp-loading-box-height, 1em);
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  &[data-variant='circle'] {
    border-radius: 50%;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

export const SpinnerSvg = styled.svg`
  display: inline-block;
  flex: none;
  color: inherit;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;

  & circle:first-child {
    opacity: 0.25;
  }
`;
