import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router';
import styled from 'styled-components';
import { LanguageSelector, media } from '@eqp/components';
import { changeLocale } from '../../../locale';
import { generalMessages } from '../messages';
import { GALLERY_BASE, GALLERY_PAGES } from './galleryPages';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const BarRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xxl}`};

  ${media.phone} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;

  svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  a {
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
  ${media.phone} {
    gap: ${({ theme }) => theme.space.sm};
    a {
      display: none;
    }
  }
`;

const Nav = styled.nav`
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.xxl};

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space.sm};
    list-style: none;
    overflow-x: auto;
    scrollbar-width: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  ${media.phone} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.xs};
  [aria-current='page'] > & {
    border-color: transparent;
    background: ${({ theme }) => theme.color.surface};
  }
`;

/** The child's area. The session gate's centred page is a full-screen page elsewhere: not here. */
const Content = styled.div`
  flex: 1;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  box-sizing: border-box;

  & > main {
    min-height: auto;
  }
`;

const GridIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
  >
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </svg>
);

/** /component: a bar with the gallery's name, language and start page, and the pages as tabs. */
export function GalleryFrame() {
  const intl = useIntl();
  return (
    <Frame>
      <Bar>
        <BarRow>
          <Brand to={GALLERY_BASE}>
            <GridIcon />
            {intl.formatMessage(generalMessages.galleryTitle)}
          </Brand>
          <Tools>
            <LanguageSelector value={intl.locale} onChange={(locale) => changeLocale(locale)} />
            <Link to="/">{intl.formatMessage(generalMessages.galleryHome)}</Link>
          </Tools>
        </BarRow>
        <Nav aria-label={intl.formatMessage(generalMessages.galleryNav)}>
          <ul>
            <li>
              <NavLink to={GALLERY_BASE} end>
                {intl.formatMessage(generalMessages.galleryOverview)}
              </NavLink>
            </li>
            {GALLERY_PAGES.map((page) => (
              <li key={page.path}>
                <NavLink to={`${GALLERY_BASE}/${page.path}`}>
                  {page.badge && <Badge aria-hidden="true">{page.badge}</Badge>}
                  {intl.formatMessage(page.title)}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
      </Bar>
      <Content>
        <Outlet />
      </Content>
    </Frame>
  );
}
