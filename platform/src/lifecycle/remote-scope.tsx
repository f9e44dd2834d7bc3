import { createContext, useContext, type ReactNode } from 'react';
import { RemoteBoundary } from './RemoteBoundary';

/** Which area a component renders in: its Module Federation name and its i18next namespace. */
export interface RemoteIdentity {
  name: string;
  namespace: string;
}

const RemoteContext = createContext<RemoteIdentity | null>(null);

/** The area this component belongs to; platform's generic pages read their texts from its namespace. */
export function useRemote(): RemoteIdentity {
  const remote = useContext(RemoteContext);
  if (!remote) throw new Error('useRemote() outside a RemoteScope (createRemoteApp / createFragment provide one)');
  return remote;
}

export interface RemoteScopeProps extends RemoteIdentity {
  /** Name of the box a render failure stays in; the remote's name unless a fragment names itself. */
  area?: string;
  children: ReactNode;
}

/** An area's tree: it knows which remote it belongs to, and a render failure stays inside it. */
export function RemoteScope({ name, namespace, area = name, children }: RemoteScopeProps) {
  return (
    <RemoteContext.Provider value={{ name, namespace }}>
      <RemoteBoundary area={area}>{children}</RemoteBoundary>
    </RemoteContext.Provider>
  );
}
