import styled from 'styled-components';
import { StyledButton } from '../internal/button.styles';
import { pagePadding } from '../internal/page.styles';
import { media } from '../theme/tokens';

export const Root = styled.div`
  ${pagePadding}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
`;

export const Hero = styled.section`
  position: relative;
  overflow: hidden;
  display: grid;
  grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxxl}`};
  border-radius: ${({ theme }) => theme.radius.xl};
  color: ${({ theme }) => theme.color.textInverse};
  background:
    radial-gradient(circle at 85% 20%, rgba(255, 255, 255, 0.16) 0, transparent 42%),
    linear-gradient(
      135deg,
      ${({ theme }) => theme.color.primaryActive} 0%,
      ${({ theme }) => theme.color.primary} 60%,
      ${({ theme }) => theme.color.info} 100%
    );
  box-shadow: ${({ theme }) => theme.shadow.lg};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.xxl};
  }
  ${media.phone} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  opacity: 0.85;
`;

export const HeroTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 2.5rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.1;
  letter-spacing: -0.02em;

  ${media.phone} {
    font-size: 1.75rem;
  }
`;

export const HeroText = styled.p`
  max-width: 52ch;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  opacity: 0.92;

  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};

  ${media.phone} {
    flex-direction: column;
    align-items: stretch;
  }
`;

/** A link dressed as a button; on the hero the primary one is white, the other outlined. */
export const HeroLink = styled(StyledButton)`
  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    &:hover {
      background: ${({ theme }) => theme.color.primarySoft};
    }
  }
  &[data-variant='ghost'] {
    color: ${({ theme }) => theme.color.textInverse};
    border-color: rgba(255, 255, 255, 0.6);
    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
  }
`;

export const HeroArt = styled.div`
  display: flex;
  justify-content: center;
  color: rgba(255, 255, 255, 0.9);

  svg {
    width: 100%;
    max-width: 320px;
    height: auto;
  }

  ${media.mobile} {
    display: none;
  }
`;

export const Products = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const ProductsHeader = styled.header`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    box-shadow ${({ theme }) => theme.motion.fast} ease,
    transform ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
    transform: translateY(-2px);
  }

  ${media.phone} {
    flex-direction: row;
  }
  ${media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

export const CardArt = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 132px;
  color: var(--eqp-shop-art-fg);
  background: var(--eqp-shop-art-bg);

  ${media.phone} {
    flex: 0 0 96px;
    height: auto;
    min-height: 112px;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

/** Keeps the price at the bottom of the card whatever the text's length. */
export const PriceRow = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

export const Price = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
