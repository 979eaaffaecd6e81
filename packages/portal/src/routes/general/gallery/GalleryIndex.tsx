import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { media } from '@eqp/components';
import { generalMessages } from '../messages';
import { GALLERY_BASE, GALLERY_PAGES } from './galleryPages';

const Page = styled.main`
  padding: ${({ theme }) => theme.space.xxl};
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xxl};
  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Intro = styled.p`
  max-width: 70ch;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition:
    box-shadow 120ms ease,
    border-color 120ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Path = styled.code`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
`;

const LiveTag = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** /component: the gallery's pages, each with a line on what it shows. */
export function GalleryIndex() {
  const intl = useIntl();
  return (
    <Page>
      <Title>{intl.formatMessage(generalMessages.galleryTitle)}</Title>
      <Intro>{intl.formatMessage(generalMessages.galleryIntro)}</Intro>
      <Cards>
        {GALLERY_PAGES.map((page) => (
          <li key={page.path}>
            <Card to={`${GALLERY_BASE}/${page.path}`}>
              <h2>
                {intl.formatMessage(page.title)}
                <Path>/{page.path}</Path>
              </h2>
              <p>{intl.formatMessage(page.text)}</p>
              <Footer>
                <span aria-hidden="true">{intl.formatMessage(generalMessages.galleryOpen)} →</span>
                {page.live && <LiveTag>{intl.formatMessage(generalMessages.galleryLive)}</LiveTag>}
              </Footer>
            </Card>
          </li>
        ))}
      </Cards>
    </Page>
  );
}
