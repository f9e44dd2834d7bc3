import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A Module Federation runtime plugin (the runtime's own type, named once for the shell's plugins). */
export type RuntimePlugin = ModuleFederationRuntimePlugin;

/** The argument of the `errorLoadRemote` hook. */
export type LoadRemoteError = Parameters<NonNullable<RuntimePlugin['errorLoadRemote']>>[0];

/**
 * `errorLoadRemote` also fires while resolving a manifest ('afterResolve'), where an answer would be
 * taken for the manifest itself. The shell's plugins act only on the failure of a whole load.
 */
export const isFailedLoad = (args: LoadRemoteError) => args.lifecycle === 'onLoad';

/** The remote's name of a request id such as 'mfe_events/app'. */
export const remoteNameOf = (args: LoadRemoteError) => args.remote?.name ?? args.id.split('/')[0] ?? args.id;
