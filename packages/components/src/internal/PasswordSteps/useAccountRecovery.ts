import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@eqp/sdk';
import { useClient } from '@eqp/sdk/react';
import { useSnackbar } from '../../Snackbar';
import { messages } from './messages';

export interface AccountRecovery {
  /** POST /api2/Accounts/RecoverPassword; true when the code is on its way. */
  sendCode(email: string): Promise<boolean>;
  /** GET /api2/Accounts/ValidateOtp; true or false, or null when the check itself failed. */
  validateCode(email: string, code: string): Promise<boolean | null>;
  /** POST /api2/Accounts/ChangePassword; true when the new password is set. */
  changePassword(email: string, code: string, password: string): Promise<boolean>;
}

/**
 * The three calls of the one-time-code flow (spec §7). A failure shows the server's Message in
 * the red snackbar (spec §8): the client reports every status but 400 by itself, so only a 400
 * (left to the caller) and failures that are no ApiError are shown here.
 */
export function useAccountRecovery(): AccountRecovery {
  const client = useClient();
  const intl = useIntl();
  const { show } = useSnackbar();

  const report = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.status === 400) show({ message: error.message, variant: 'error' });
        return;
      }
      show({ message: intl.formatMessage(messages.unknownError), variant: 'error' });
    },
    [intl, show],
  );

  const sendCode = useCallback(
    async (email: string) => {
      try {
        await client.request(
          client.api.POST('/api2/Accounts/RecoverPassword', { body: { username: email.trim() } }),
        );
        return true;
      } catch (error) {
        report(error);
        return false;
      }
    },
    [client, report],
  );

  const validateCode = useCallback(
    async (email: string, code: string) => {
      try {
        const result = await client.request(
          client.api.GET('/api2/Accounts/ValidateOtp', { params: { query: { email: email.trim(), code } } }),
        );
        return result.Success === true;
      } catch (error) {
        // A malformed query (400) is a code that cannot be right; other failures are reported.
        if (error instanceof ApiError && error.status === 400) return false;
        if (!(error instanceof ApiError)) report(error);
        return null;
      }
    },
    [client, report],
  );

  const changePassword = useCallback(
    async (email: string, code: string, password: string) => {
      try {
        await client.request(
          client.api.POST('/api2/Accounts/ChangePassword', {
            body: { Email: email.trim(), Code: code, Password: password },
          }),
        );
        return true;
      } catch (error) {
        report(error);
        return false;
      }
    },
    [client, report],
  );

  return useMemo(
    () => ({ sendCode, validateCode, changePassword }),
    [sendCode, validateCode, changePassword],
  );
}
