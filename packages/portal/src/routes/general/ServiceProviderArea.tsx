import { useIntl } from 'react-intl';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { Dialog } from '@eqp/components';
import { CenteredPage } from '../CenteredPage';
import { generalMessages, generalValueMessages } from './messages';
import { NotFoundPage } from './NotFoundPage';

const Word = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 6vw, 3.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
  color: var(--eqp-color-text, #172033);
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const DialogWord = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 600;
  text-align: center;
`;

/** The placeholder page: the word ServiceProvider and nothing else (spec §1). */
function ServiceProviderPage() {
  const intl = useIntl();
  return (
    <CenteredPage>
      <Word>{intl.formatMessage(generalMessages.serviceProvider)}</Word>
    </CenteredPage>
  );
}

/** job/{id}: the placeholder page with a job dialog that again shows only ServiceProvider. */
function ServiceProviderJob() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <>
      <ServiceProviderPage />
      <Dialog
        open
        size="small"
        onOpenChange={(open) => {
          if (!open) void navigate('/serviceprovider');
        }}
        title={<VisuallyHidden>{intl.formatMessage(generalValueMessages.jobDialog, { id })}</VisuallyHidden>}
      >
        <DialogWord>{intl.formatMessage(generalMessages.serviceProvider)}</DialogWord>
      </Dialog>
    </>
  );
}

/**
 * /serviceprovider/*: a placeholder area (spec §1, §2) - the root, the dashboard and job/{id}
 * (a job dialog) show only the word ServiceProvider; other addresses under it are not found.
 */
export function ServiceProviderArea() {
  return (
    <Routes>
      <Route index element={<ServiceProviderPage />} />
      <Route path="dashboard" element={<ServiceProviderPage />} />
      <Route path="job/:id" element={<ServiceProviderJob />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
