import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/**
 * Text for screen readers only: hidden from sight, still in the accessibility tree (labels,
 * live-region announcements, the words a visible icon or number stands for). A `span`; `as`
 * renders another element (`<VisuallyHidden as="h1">`).
 */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
