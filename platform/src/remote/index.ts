export { useLocale } from './use-locale';
export { PlatformProvider, type PlatformProviderProps } from './PlatformProvider';
