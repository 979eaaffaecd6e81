import { css } from 'styled-components';
import { media } from '../theme/tokens';

/**
 * Phones: every control inside is at least 44 x 44 px (WCAG 2.5.5), for technicians with gloves
 * or on a ladder (the partner area). Only minimum sizes: a control keeps its look and grows. A
 * link counts once it is a box (block, flex): a link inside running text stays a line of text.
 * Checkboxes and radios are left to their label row, which is the target.
 */
export const touchTargets = css`
  ${media.phone} {
    &
      :is(
        button,
        select,
        summary,
        a[href],
        [role='button'],
        [role='tab'],
        input:not([type='checkbox'], [type='radio'], [type='file'], [type='hidden'])
      ) {
      min-height: 44px;
    }
    & :is(button, [role='button'], [role='tab']) {
      min-width: 44px;
    }
  }
`;
