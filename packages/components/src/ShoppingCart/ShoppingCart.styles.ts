import styled from 'styled-components';
import { StyledButton } from '../internal/button.styles';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';
import { pagePadding, pageTitle } from '../internal/page.styles';

export const Root = styled.section`
  ${pagePadding}
  max-width: 1280px;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};

  ${media.phone} {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

export const Heading = styled.h1`
  ${pageTitle}
  outline: none;
`;

export const HeaderCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** The cart list and the finalize panel: side by side from 900 px, one of them below. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) clamp(280px, 34%, 360px);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  &[data-layout='steps'] {
    grid-template-columns: minmax(0, 1fr);
    max-width: 760px;
  }
`;

export const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/* ---------------------------------------------------------------- Machine group */

/**
 * Lines and group headers follow the group's own width (container queries), not the viewport's:
 * the list is narrow beside the panel on a small desktop, and an embedder may put the cart in a
 * column.
 */
const compact = '@container cart-group (max-width: 599.98px)';

export const Group = styled.section`
  container: cart-group / inline-size;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

export const GroupHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
  }
  ${compact} {
    align-items: flex-start;
    flex-wrap: wrap;
    row-gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    & > svg {
      display: none;
    }
  }
`;

export const GroupTitle = styled.div`
  flex: 1 1 auto;
  min-width: 0;

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  & > h2 > a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
  & > h2 > a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  & > p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

export const GroupTotal = styled.p`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin: 0;
  text-align: right;

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & > strong {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${compact} {
    flex: 1 1 100%;
    flex-direction: row;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
    text-align: left;
  }
`;

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: grid;
  /* A fixed price column keeps the quantity steppers of every line in one column. */
  grid-template-columns: 64px minmax(0, 1fr) auto 8.75rem auto;
  grid-template-areas: 'thumb info qty price remove';
  align-items: center;
  column-gap: ${({ theme }) => theme.space.lg};
  row-gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  transition: opacity ${({ theme }) => theme.motion.fast} ease;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  &[data-prices='hidden'] {
    grid-template-columns: 64px minmax(0, 1fr) auto auto;
    grid-template-areas: 'thumb info qty remove';
  }
  &[data-state='removing'] {
    opacity: 0.55;
  }

  ${compact} {
    grid-template-columns: 56px minmax(0, 1fr) auto;
    grid-template-areas:
      'thumb info remove'
      'qty qty price';
    column-gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};

    &[data-prices='hidden'] {
      grid-template-columns: 56px minmax(0, 1fr) auto;
      grid-template-areas:
        'thumb info remove'
        'qty qty qty';
    }
  }
`;

export const Thumb = styled.span`
  grid-area: thumb;
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.borderStrong};
  overflow: hidden;

  & > img {
    width: 100%;
    height: 100%;
    padding: 4px;
  }
  & > [data-state='error'] {
    width: 100% !important;
    height: 100% !important;
    border: 0;
  }
  ${compact} {
    width: 56px;
    height: 56px;
  }
`;

export const Info = styled.div`
  grid-area: info;
  min-width: 0;

  & > [data-part='number'] {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.familyMono};
    font-size: ${({ theme }) => theme.font.size.xs};
    letter-spacing: 0.02em;
  }
  & > [data-part='description'] {
    display: block;
    margin-top: 2px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  & a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
  & a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

/** The quantity stepper and, under it, the validation text of a typed quantity. */
export const QuantityCell = styled.div`
  grid-area: qty;
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const QuantityError = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 16rem;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};

  & > svg {
    flex: none;
  }
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  &[data-state='busy'] {
    border-color: ${({ theme }) => theme.color.border};
  }
`;

export const StepButton = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &:disabled,
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.borderStrong};
    cursor: not-allowed;
  }
  [data-state='busy'] > &:disabled,
  [data-state='busy'] > &[aria-disabled='true'] {
    cursor: progress;
  }
`;

export const Count = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  min-width: 40px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-inline: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;

  & > svg {
    position: absolute;
    color: ${({ theme }) => theme.color.primary};
  }
  [data-state='busy'] > & > input {
    opacity: 0.35;
  }
`;

/** The typed quantity, in the middle of the stepper. */
export const QuantityInput = styled.input`
  width: 4rem;
  height: 30px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  outline: none;

  &:hover {
    border-color: ${({ theme }) => theme.color.border};
  }
  &:focus-visible,
  &:focus {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const Price = styled.p`
  grid-area: price;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin: 0;
  text-align: right;

  & > strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & > [data-part='none'] {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const RemoveButton = styled.button`
  grid-area: remove;
  display: grid;
  place-items: center;
  justify-self: end;
  width: 36px;
  height: 36px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
  &:disabled,
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.borderStrong};
    cursor: not-allowed;
  }
  ${compact} {
    align-self: start;
    margin: -6px -6px 0 0;
  }
`;

/* ---------------------------------------------------------------- Phone / tablet steps */

export const NextBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & > div {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    min-width: 0;
  }
  & > div > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > div > strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & > button {
    flex: none;
    min-width: 128px;
  }
`;

export const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  margin: 0 0 ${({ theme }) => theme.space.md} -${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

/* ---------------------------------------------------------------- Finalize panel */

export const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  [data-layout='split'] > & {
    position: sticky;
    top: ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  outline: none;
`;

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  row-gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  & > div {
    display: contents;
  }
  & dt {
    min-width: 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
  & dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & > [data-row='machine'] > dt {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 2px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > [data-row='machine'] > dd {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > [data-row='total'] > dt,
  & > [data-row='total'] > dd {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Address = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};

  & > svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  & h3 {
    margin: 0 0 2px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  & address {
    font-style: normal;
    overflow-wrap: anywhere;
  }
  & address > span {
    display: block;
  }
  & [data-part='none'] {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const CommentField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  & > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > textarea {
    width: 100%;
    min-height: 96px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    resize: vertical;
    outline: none;
    transition:
      border-color ${({ theme }) => theme.motion.fast} ease,
      box-shadow ${({ theme }) => theme.motion.fast} ease;
  }
  & > textarea:hover {
    border-color: ${({ theme }) => theme.color.textSubtle};
  }
  & > textarea:focus {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  & > textarea:disabled {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const SendArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-align: center;
  }
  & > [role='alert'] {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-align: left;
  }
`;

/* ---------------------------------------------------------------- States */

/** The empty state's link, looking like a primary button. */
export const LinkButton = styled(StyledButton)``;

export const SkeletonGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const EmptyCard = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;
