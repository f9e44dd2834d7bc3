import type { ComponentType } from 'react';
import type { Locale } from '@ama/contracts';
import { addMessages, i18n, loadMessages, type Messages } from '../i18n';
import { PlatformProvider } from '../remote/PlatformProvider';
import { RemoteScope } from './remote-scope';

export interface FragmentOptions<P extends object> {
  /** The remote's Module Federation name, e.g. 'mfe_club'. */
  remote: string;
  /** The exposed module, e.g. 'NewsletterSignup': with the remote it names the area of a failure. */
  fragment: string;
  namespace: string;
  /** Its texts; none for a fragment that shows no text of its own (its lazy parts bring theirs). */
  messages?: Messages;
  Component: ComponentType<P>;
}

/**
 * An exposed fragment (docs/architecture.md): a component another app renders inside its own tree. The host may
 * render it before, or without, the fragment's remote app, so it brings its texts and providers along
 * (the store and i18n are singletons, so it joins the host's), and a render failure stays in its box.
 */
export function createFragment<P extends object>({ remote, fragment, namespace, messages, Component }: FragmentOptions<P>) {
  if (messages) addMessages(namespace, messages);
  const area = `${remote}/${fragment}`;
  function Fragment(props: P) {
    return (
      <PlatformProvider>
        <RemoteScope name={remote} namespace={namespace} area={area}>
          <Component {...props} />
        </RemoteScope>
      </PlatformProvider>
    );
  }
  Fragment.displayName = `Fragment(${area})`;
  /** Its texts in the page's language; RemoteFragment waits for them before it shows the fragment. */
  Fragment.prepare = () => loadMessages(i18n.language as Locale, [namespace]);
  return Fragment;
}
