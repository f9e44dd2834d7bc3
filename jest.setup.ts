import '@testing-library/jest-dom';
import { configureAppStates } from '@ama/platform';
import { ErrorPage, PageIntro, RemoteFallback } from '@ama/shared-ui';

// The composition root hands the design system's app states to platform, as the shell does at start.
configureAppStates({ ErrorPage, RemoteFallback, PageIntro });
