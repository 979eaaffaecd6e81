import styled from 'styled-components';
import { touchTargets } from '../internal/touchTargets';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

/** A card of the job report (job-level section). */
export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
  /* Phones: 44 px targets (Delete, Cancel upload, Choose files, the file links). */
  ${touchTargets}
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StateText = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-variant='error'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.dangerSoft};
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const FileList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FileItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  transition: border-color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
`;

export const FileLink = styled.a`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: inherit;
  text-decoration: none;
  ${focusRing}

  &:hover ${() => FileName} {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Thumb = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};

  &[data-kind='pdf'] {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-kind='image'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-kind='form'] {
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
  }
  &[data-kind='drawing'] {
    background: ${({ theme }) => theme.color.warningSoft};
    color: ${({ theme }) => theme.color.warning};
  }
  & img {
    display: block;
    width: 56px;
    height: 56px;
    object-fit: cover;
  }
`;

export const FileText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const FileName = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FileKind = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const DropZone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  transition:
    background ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;

  & > svg {
    flex: none;
  }
  ${media.phone} {
    & > svg {
      display: none;
    }
  }
  &[data-state='dragover'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }

  ${media.phone} {
    flex-direction: column;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const DropText = styled.span`
  /* Phones do not drag files: the button alone. */
  ${media.phone} {
    display: none;
  }

  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const DropHint = styled.span`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.font.size.xs};
`;
