import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/createClient';

const ClientContext = createContext<ApiClient | null>(null);

export interface SdkProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Makes an {@link ApiClient} available to the hooks below it. */
export function SdkProvider({ client, children }: SdkProviderProps) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** The client of the nearest {@link SdkProvider}; throws when there is none. */
export function useClient(): ApiClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient must be used inside <SdkProvider client={...}>');
  return client;
}
