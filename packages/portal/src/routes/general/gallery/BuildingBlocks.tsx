import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Avatar,
  avatarSizes,
  Button,
  EmptyState,
  LoadingBox,
  media,
  Spinner,
  StatusChip,
  TextField,
  useSnackbar,
  type AvatarSize,
  type ButtonSize,
  type ButtonVariant,
} from '@eqp/components';
import { JOB_STATUS } from '@eqp/sdk';
import { generalMessages as m } from '../messages';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xxl};
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const SubTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const AvatarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Labelled = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  figcaption {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Boxed = styled.div`
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const SIZES: readonly ButtonSize[] = ['small', 'medium', 'large'];
const AVATAR_SIZE_NAMES: readonly AvatarSize[] = ['small', 'medium', 'large'];
/** The spec §4 status ids, one chip each, plus an unknown id (neutral). */
const STATUS_IDS: readonly number[] = [...new Set<number>(Object.values(JOB_STATUS)), 0];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `blocks-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

/** /component/2: the library's building blocks in every variant and state. */
export function BuildingBlocks() {
  const intl = useIntl();
  const { show } = useSnackbar();
  const t = intl.formatMessage;
  const variantLabel: Record<ButtonVariant, string> = {
    primary: t(m.blocksPrimary),
    secondary: t(m.blocksSecondary),
    ghost: t(m.blocksGhost),
    danger: t(m.blocksDanger),
  };
  const sizeLabel: Record<ButtonSize, string> = {
    small: t(m.blocksSmall),
    medium: t(m.blocksMedium),
    large: t(m.blocksLarge),
  };

  return (
    <Page>
      <Title>{t(m.galleryBlocks)}</Title>

      <Section title={t(m.blocksButtons)}>
        {SIZES.map((size) => (
          <Labelled key={size}>
            <SubTitle>{sizeLabel[size]}</SubTitle>
            <Row>
              {VARIANTS.map((variant) => (
                <Button key={variant} variant={variant} size={size}>
                  {variantLabel[variant]}
                </Button>
              ))}
            </Row>
          </Labelled>
        ))}
        <Labelled>
          <SubTitle>{t(m.blocksStates)}</SubTitle>
          <Row>
            {VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} busy>
                {t(m.blocksBusy)}
              </Button>
            ))}
            {VARIANTS.map((variant) => (
              <Button key={`${variant}-disabled`} variant={variant} disabled>
                {t(m.blocksDisabled)}
              </Button>
            ))}
          </Row>
        </Labelled>
      </Section>

      <Section title={t(m.blocksStatus)}>
        <Row>
          {STATUS_IDS.map((statusId) => (
            <StatusChip key={statusId} statusId={statusId} />
          ))}
        </Row>
      </Section>

      <Columns>
        <Section title={t(m.blocksAvatars)}>
          <AvatarRow>
            {AVATAR_SIZE_NAMES.map((size) => (
              <Figure key={size}>
                <Avatar name="Mona Moderator" size={size} />
                <figcaption>
                  {sizeLabel[size]} · {avatarSizes[size]} px
                </figcaption>
              </Figure>
            ))}
            <Figure>
              <Avatar name={null} size="medium" />
              <figcaption>{t(m.blocksAvatarUnknown)}</figcaption>
            </Figure>
          </AvatarRow>
        </Section>

        <Section title={t(m.blocksSnackbars)}>
          <Row>
            <Button
              variant="secondary"
              onClick={() => show({ message: t(m.blocksSuccessMessage), variant: 'success' })}
            >
              {t(m.blocksSuccess)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => show({ message: t(m.blocksErrorMessage), variant: 'error' })}
            >
              {t(m.blocksError)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => show({ message: t(m.blocksWarningMessage), variant: 'warning' })}
            >
              {t(m.blocksWarning)}
            </Button>
          </Row>
        </Section>
      </Columns>

      <Section title={t(m.blocksEmpty)}>
        <Columns>
          <Boxed>
            <EmptyState
              headingLevel={3}
              title={t(m.blocksEmptyTitle)}
              message={t(m.blocksEmptyText)}
              action={<Button variant="primary">{t(m.galleryOpen)}</Button>}
            />
          </Boxed>
          <Boxed>
            <EmptyState
              variant="error"
              headingLevel={3}
              title={t(m.blocksErrorTitle)}
              message={t(m.blocksErrorText)}
            />
          </Boxed>
        </Columns>
      </Section>

      <Columns>
        <Section title={t(m.blocksLoading)}>
          <LoadingBox height={72} />
          <LoadingBox variant="text" count={3} />
          <Row>
            <LoadingBox variant="circle" width={38} height={38} />
            <Spinner />
          </Row>
        </Section>

        <Section title={t(m.blocksFields)}>
          <TextField
            label={t(m.blocksEmail)}
            type="email"
            hint={t(m.blocksEmailHint)}
            defaultValue="mona@example.com"
          />
          <TextField
            label={t(m.blocksPassword)}
            type="password"
            error={t(m.blocksPasswordError)}
            defaultValue="abc"
          />
        </Section>
      </Columns>
    </Page>
  );
}
