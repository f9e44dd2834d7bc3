export { FRAGMENT_ATTRIBUTE, RemoteFragment, type RemoteFragmentProps } from './RemoteFragment';
export { provideFragmentLoader, loadFragmentModule, type FragmentLoader } from './fragment-loader';
