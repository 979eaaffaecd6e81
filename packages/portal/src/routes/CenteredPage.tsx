import styled from 'styled-components';

/** A full-height page that centres its content (the login card, the loading box). */
export const CenteredPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
  background: var(--eqp-color-background, #f3f6fb);
`;
