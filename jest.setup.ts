import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { configureAppStates } from '@ama/platform';
import { ErrorPage, PageIntro, RemoteFallback } from '@ama/shared-ui';

// The composition root hands the design system's app states to platform, as the shell does at start.
configureAppStates({ ErrorPage, RemoteFallback, PageIntro });

// CI runs these beside the BFF's fuzz and PostgreSQL suites on two cores: a page that shows up in 50 ms
// alone can take over a second there, so the findBy/waitFor budget is wider than the 1 s default.
configure({ asyncUtilTimeout: 4000 });
// A test that fills a whole checkout twice with userEvent types a few hundred keys: about 2 s alone, over
// jest's 5 s default beside a second jest worker on the same two cores.
jest.setTimeout(20_000);
