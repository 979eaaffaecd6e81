import { MyAccount } from '@eqp/components';

/** /customer/account and /partner/account: My account (profile and Change password). */
export function AccountPage({ scope }: { scope: 'customer' | 'partner' }) {
  return <MyAccount scope={scope} />;
}
